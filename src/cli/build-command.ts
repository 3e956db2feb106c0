// `intake build <module> --out <file> [--check]`: writes the ahead-of-time build of an
// application's generated code (docs/build.md) — the module its start-up hands to
// `configure({ build })` — and its declarations beside it. With `--check` it writes nothing and
// fails when the files on disk differ from what it would write, so CI catches a stale build.
// Whatever the application's module compiles while it loads is recorded too; its
// `requestHandler` export, when present, supplies the validator the classes are mapped with.
import { extname } from 'node:path';
import { buildModuleOf } from '../compiler/build-module.js';
import { recordGeneratedAsync } from '../compiler/generated-record.js';
import { recordApplication } from '../inspect/ahead-of-time.js';
import type { CompilableRoutes } from '../inspect/inspect-routes.js';
import { RequestHandler } from '../mapping/index.js';
import { loadApplication } from './load-routes.js';
import { type CommandReport, writeOrCheck } from './written-files.js';

export interface BuildFlags {
  readonly module: string;
  readonly out: string;
  readonly check: boolean;
}

/** The flags of `intake build`, or undefined when they do not parse (usage is printed). */
export function readBuildFlags(args: readonly string[]): BuildFlags | undefined {
  let module: string | undefined;
  let out: string | undefined;
  let check = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--check') check = true;
    else if (arg === '--out') {
      out = args[++index];
      if (out === undefined) return undefined;
    } else if (arg.startsWith('--') || module !== undefined) return undefined;
    else module = arg;
  }
  if (module === undefined || out === undefined) return undefined;
  return { module, out, check };
}

/** `intake.build.js` → `intake.build.d.ts`; `.mjs` → `.d.mts`; `.cjs` → `.d.cts`. */
export function declarationsPath(out: string): string {
  const extension = extname(out);
  const stem = out.slice(0, out.length - extension.length);
  return `${stem}${extension === '.mjs' ? '.d.mts' : extension === '.cjs' ? '.d.cts' : '.d.ts'}`;
}

export async function runBuild(flags: BuildFlags): Promise<CommandReport> {
  const { result, generated } = await recordGeneratedAsync(() => loadApplication(flags.module));
  const { collector, exports } = result;
  const validator =
    exports.requestHandler instanceof RequestHandler ? exports.requestHandler.validator : undefined;
  const application = recordApplication(collector as unknown as CompilableRoutes, validator);
  const build = buildModuleOf(
    [...generated, ...application.generated],
    extname(flags.out) === '.cjs' ? 'cjs' : 'esm',
    flags.module,
    application.classes,
    // What loading the application generated ran at its start too (a kernel made at load).
    [...generated, ...application.startUp],
  );
  const files: [string, string][] = [
    [flags.out, build.module],
    [declarationsPath(flags.out), build.declarations],
  ];
  const command = `npx intake build ${flags.module} --out ${flags.out}`;
  const problem = writeOrCheck(files, flags.check, command);
  if (problem !== undefined) return { text: '', problem };
  return {
    text: flags.check
      ? `${flags.out} is up to date (${build.functions} functions)\n`
      : `${flags.out}: ${build.functions} generated functions\n`,
  };
}
