// `intake client <module> [--out file] [--check]`: writes the typed client module of an
// application (docs/client.md). With `--check` it writes nothing and fails when the file on
// disk differs from what it would write, so CI catches a client left behind by a route change.
// The error format comes from the module's `openapiOptions.errors` export, as for `intake openapi`.
import { clientSource } from '../client-source/index.js';
import type { ErrorFormat } from '../http/error-format.js';
import { loadApplication } from './load-routes.js';
import { type CommandReport, writeOrCheck } from './written-files.js';

export interface ClientFlags {
  module: string;
  out?: string;
  check: boolean;
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

export async function runClient(flags: ClientFlags): Promise<CommandReport> {
  const { collector, exports } = await loadApplication(flags.module);
  const declared = exports.openapiOptions as { errors?: ErrorFormat } | undefined;
  const command = `npx intake client ${flags.module}${flags.out === undefined ? '' : ` --out ${flags.out}`}`;
  const source = clientSource(collector, {
    command,
    ...(declared?.errors === undefined ? {} : { errors: declared.errors }),
  });
  if (flags.out === undefined) return { text: source };
  const problem = writeOrCheck([[flags.out, source]], flags.check, command);
  return problem === undefined ? { text: '' } : { text: '', problem };
}
