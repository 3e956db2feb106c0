#!/usr/bin/env node
// The `intake` command line:
//   intake routes <module>    the route table — method, path, name, handler, middleware — as
//                             `node ace list:routes` and `fastify print-routes` print it;
//                             `--types <file>` writes the route names that type
//                             `routes.url(name, params)` (`--check`: fails when stale);
//   intake openapi <module>   the OpenAPI 3.1 document (docs/openapi.md);
//   intake client <module>    the typed client module (docs/client.md); `--check` fails when
//                             the file given by `--out` is stale (for CI);
//   intake build <module>     the ahead-of-time build of the generated code (docs/build.md):
//                             `--out <file>` writes it; `--check` fails when it is stale;
//   intake check <module>     builds every declared request class, as the kernel does at start,
//                             and exits 1 when one is misdeclared (for CI);
//   intake inspect <module>   the JavaScript generated for the routes' matcher, request classes
//                             and views (`--routes` the matcher alone, `--class Name` one class).
// `<module>` is a JavaScript module (built output, or TypeScript through a loader such as tsx)
// that exports a RouteCollector — as `default`, as `routes`, or from a function under either name.
import { formatRouteTable } from '../router/index.js';
import { readBuildFlags, runBuild } from './build-command.js';
import { runCheck } from './check-command.js';
import { readClientFlags, runClient } from './client-command.js';
import { readInspectFlags, runInspect } from './inspect-command.js';
import { loadApplication } from './load-routes.js';
import { readOpenApiFlags, runOpenApi } from './openapi-command.js';
import { writeRouteNames } from './route-names-source.js';
import type { CommandReport } from './written-files.js';

const USAGE = `usage: intake routes <module> [--types file [--check]]
       intake check <module>
       intake build <module> --out file [--check]
       intake openapi <module> [--out file] [--title text] [--version text] [--server url]
       intake client <module> [--out file [--check]]
       intake inspect <module> [--routes | --class Name]
  <module> exports a RouteCollector (default or \`routes\`), or a function returning one`;

async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  // Read by the application's module while it loads (docs/openapi.md "Command line"): a factory
  // can hand stub lookups instead of opening a database the command does not need.
  if (command !== undefined) process.env.INTAKE_COMMAND = command;
  if (command === 'routes' && rest.length === 1) {
    const { collector } = await loadApplication(rest[0]!);
    process.stdout.write(`${formatRouteTable(collector.routes)}\n`);
    return 0;
  }
  if (command === 'routes' && rest[1] === '--types' && rest[2] !== undefined && rest.length <= 4) {
    const check = rest[3] === '--check';
    if (rest.length === 4 && !check) return usage(command);
    const { collector } = await loadApplication(rest[0]!);
    const problem = writeRouteNames(
      collector.routes,
      rest[2],
      check,
      `npx intake routes ${rest[0]} --types ${rest[2]}`,
    );
    return reported(problem === undefined ? { text: '' } : { text: '', problem });
  }
  if (command === 'check' && rest.length === 1) {
    const report = await runCheck(rest[0]!);
    process.stdout.write(report.text);
    return report.failures === 0 ? 0 : 1;
  }
  const clientFlags = command === 'client' ? readClientFlags(rest) : undefined;
  if (clientFlags !== undefined) {
    return reported(await runClient(clientFlags));
  }
  const buildFlags = command === 'build' ? readBuildFlags(rest) : undefined;
  if (buildFlags !== undefined) {
    return reported(await runBuild(buildFlags));
  }
  const inspectFlags = command === 'inspect' ? readInspectFlags(rest) : undefined;
  if (inspectFlags !== undefined) {
    process.stdout.write(await runInspect(inspectFlags));
    return 0;
  }
  const flags = command === 'openapi' ? readOpenApiFlags(rest) : undefined;
  if (flags !== undefined) {
    process.stdout.write(await runOpenApi(flags));
    return 0;
  }
  return usage(command);
}

/** Prints a command's report; the exit code: 1 when it names a problem. */
function reported(report: CommandReport): number {
  process.stdout.write(report.text);
  if (report.problem !== undefined) process.stderr.write(`intake: ${report.problem}\n`);
  return report.problem === undefined ? 0 : 1;
}

function usage(command: string | undefined): number {
  process.stderr.write(`${USAGE}\n`);
  return command === undefined || command === '--help' ? 0 : 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`intake: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
