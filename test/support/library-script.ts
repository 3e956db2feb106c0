// Runs a script in a fresh Node process, as an ES module that starts with the library already
// imported: for what one process cannot show (a runtime flag such as
// --disallow-code-generation-from-strings, an unhandled rejection).
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';

/** The compiled library next to the compiled tests (std or legacy build alike). */
const entry = new URL('../../src/index.js', import.meta.url).href;

/** `body` run after `const { ...names } = await import(<the library>)`, with `nodeFlags`. */
export function runLibraryScript(
  names: readonly string[],
  body: string,
  nodeFlags: readonly string[] = [],
): SpawnSyncReturns<string> {
  const script = `const { ${names.join(', ')} } = await import(${JSON.stringify(entry)});\n${body}`;
  return spawnSync(process.execPath, [...nodeFlags, '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
}
