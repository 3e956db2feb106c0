// `intake check <module>`: builds the metadata of every request class the application's routes
// declare (`.body(Cls)`, `.query(Cls)`), as `new HttpKernel(routes)` does at start, and reports
// each class that would throw — for CI, before a deploy. The module's `requestHandler` export,
// when present, is the handler checked with (its custom rules, casters and services).
import { declaredRequestClasses } from '../http/declared-classes.js';
import { RequestHandler } from '../mapping/index.js';
import { loadApplication } from './load-routes.js';

export interface CheckReport {
  /** One line per declared class, then a summary line. */
  readonly text: string;
  readonly failures: number;
}

export async function runCheck(specifier: string): Promise<CheckReport> {
  const { collector, exports } = await loadApplication(specifier);
  const handler =
    exports.requestHandler instanceof RequestHandler ? exports.requestHandler : new RequestHandler();
  const lines: string[] = [];
  let failures = 0;
  const classes = declaredRequestClasses(collector);
  for (const cls of classes) {
    try {
      handler.compile(cls);
      lines.push(`ok     ${cls.name}`);
    } catch (error) {
      failures++;
      const code = (error as { code?: unknown }).code;
      const message = error instanceof Error ? error.message : String(error);
      lines.push(`error  ${cls.name}: ${message}${typeof code === 'string' ? ` [${code}]` : ''}`);
    }
  }
  lines.push(`${classes.length} request classes checked, ${failures} with errors`);
  return { text: `${lines.join('\n')}\n`, failures };
}
