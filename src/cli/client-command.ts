// `intake client <module> [--out file] [--check]`: writes the typed client module of an
// application (docs/client.md). With `--check` it writes nothing and fails when the file on
// disk differs from what it would write, so CI catches a client left behind by a route change.
// The error format comes from the module's `openapiOptions.errors` export, as for `intake openapi`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { clientSource } from '../client-source/index.js';
import type { ErrorFormat } from '../http/error-format.js';
import { loadApplication } from './load-routes.js';

export interface ClientFlags {
  module: string;
  out?: string;
  check: boolean;
}

export interface ClientReport {
  /** What goes to stdout: the source without `--out`, else nothing. */
  readonly text: string;
  /** What goes to stderr: why `--check` failed. */
  readonly problem?: string;
}

/** Reads the command's arguments; undefined when they are not a valid call. */
export function readClientFlags(args: readonly string[]): ClientFlags | undefined {
  const flags: ClientFlags = { module: '', check: false };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--check') flags.check = true;
    else if (arg === '--out') {
      const value = args[++index];
      if (value === undefined) return undefined;
      flags.out = value;
    } else if (arg.startsWith('--') || flags.module !== '') return undefined;
    else flags.module = arg;
  }
  if (flags.module === '' || (flags.check && flags.out === undefined)) return undefined;
  return flags;
}

export async function runClient(flags: ClientFlags): Promise<ClientReport> {
  const { collector, exports } = await loadApplication(flags.module);
  const declared = exports.openapiOptions as { errors?: ErrorFormat } | undefined;
  const command = `npx intake client ${flags.module}${flags.out === undefined ? '' : ` --out ${flags.out}`}`;
  const source = clientSource(collector, {
    command,
    ...(declared?.errors === undefined ? {} : { errors: declared.errors }),
  });
  if (flags.out === undefined) return { text: source };
  if (flags.check) {
    const current = existsSync(flags.out) ? readFileSync(flags.out, 'utf8') : undefined;
    if (current === source) return { text: '' };
    return {
      text: '',
      problem: `${flags.out} is ${current === undefined ? 'missing' : 'stale'}: run \`${command}\``,
    };
  }
  writeFileSync(flags.out, source);
  return { text: '' };
}
