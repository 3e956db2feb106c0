// `intake openapi <module> [--out file] [--title t] [--version v] [--server url]`: writes the
// OpenAPI document of an application. `info` comes from the module's `openapiOptions` export,
// else from the flags, else from the package.json of the current directory.
import { readFileSync, writeFileSync } from 'node:fs';
import { type OpenApiOptions, openapi } from '../openapi/index.js';
import { isApiReferenceRoute } from '../openapi/reference-page.js';
import { loadApplication } from './load-routes.js';

export interface OpenApiFlags {
  module: string;
  out?: string;
  title?: string;
  version?: string;
  servers: string[];
}

/** Reads the command's arguments; undefined when they are not a valid call. */
export function readOpenApiFlags(args: readonly string[]): OpenApiFlags | undefined {
  const flags: OpenApiFlags = { module: '', servers: [] };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const value = args[index + 1];
    if (arg.startsWith('--')) {
      if (value === undefined) return undefined;
      index++;
      if (arg === '--out') flags.out = value;
      else if (arg === '--title') flags.title = value;
      else if (arg === '--version') flags.version = value;
      else if (arg === '--server') flags.servers.push(value);
      else return undefined;
    } else if (flags.module === '') flags.module = arg;
    else return undefined;
  }
  return flags.module === '' ? undefined : flags;
}

export async function runOpenApi(flags: OpenApiFlags): Promise<string> {
  const { collector, exports } = await loadApplication(flags.module);
  const declared = exports.openapiOptions as Partial<OpenApiOptions> | undefined;
  const options: OpenApiOptions = {
    ...declared,
    info: {
      ...packageInfo(),
      ...declared?.info,
      ...(flags.title === undefined ? {} : { title: flags.title }),
      ...(flags.version === undefined ? {} : { version: flags.version }),
    },
  };
  if (flags.servers.length > 0) options.servers = flags.servers.map((url) => ({ url }));
  // The served document leaves out the reference's own routes (`/docs`, `/openapi.json`): so does this one.
  const described = { routes: collector.routes.filter((route) => !isApiReferenceRoute(route)) };
  const text = `${JSON.stringify(openapi(described as typeof collector, options), null, 2)}\n`;
  if (flags.out !== undefined) writeFileSync(flags.out, text);
  return flags.out === undefined ? text : '';
}

function packageInfo(): { title: string; version: string } {
  try {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name?: unknown; version?: unknown };
    return {
      title: typeof pkg.name === 'string' ? pkg.name : 'API',
      version: typeof pkg.version === 'string' ? pkg.version : '0.0.0',
    };
  } catch {
    return { title: 'API', version: '0.0.0' };
  }
}
