import { type CodeWriter, literal } from '../../compiler/code-writer.js';
import type { Endpoint } from './endpoint.js';
import { decodeParameter, Params, parameterTooLong } from './params.js';

/** How the generated code holds a parameter until its route answers. */
export interface Capture {
  /** `a<k>`/`b<k>` bound the value in the path (sliced at the end), else `s<k>` holds it. */
  readonly range: boolean;
  readonly mayContainPercent: boolean;
}

/**
 * Writes the return of an endpoint's match from its captured values. The parameters are one
 * `Params` object (params.ts: it inherits nothing), each name assigned in the same order for
 * every match of the route, so they share one shape. Always called inside a block of its own,
 * so the `v<k>` constants of several endpoints never meet.
 */
export function writeAnswer(
  code: CodeWriter,
  endpoint: Endpoint,
  captureOf: (index: number) => Capture,
): void {
  const [route, handler, middleware, routeName] = code.refsApart(answerValues(endpoint.base), 'R');
  const entries: string[] = [];
  for (const [name, value] of endpoint.constants)
    entries.push(`p[${JSON.stringify(name)}] = ${literal(value)}`);
  endpoint.names.forEach((name, i) => {
    const index = endpoint.captures[i]!;
    const capture = captureOf(index);
    const length = capture.range ? `b${index} - a${index}` : `s${index}.length`;
    const value = capture.range ? `path.slice(a${index}, b${index})` : `s${index}`;
    code.line(
      `if (${length} > max) ${code.ref(parameterTooLong, 'tooLong')}(${literal(name)});`,
      `const v${i} = ${value};`,
    );
    const decoded = capture.mayContainPercent
      ? `v${i}.indexOf('%') === -1 ? v${i} : ${code.ref(decodeParameter, 'decode')}(v${i})`
      : `v${i}`;
    entries.push(`p[${JSON.stringify(name)}] = ${decoded}`);
  });
  // Parameters go on an object that inherits nothing (params.ts); own data properties by
  // assignment, since the prototype chain has no `__proto__` setter to reach.
  code.line(`const p = new ${code.ref(Params, 'Params')}();`);
  for (const entry of entries) code.line(`${entry};`);
  code.line(
    `return { route: ${route}, handler: ${handler}, params: p, middleware: ${middleware}, name: ${routeName} };`,
  );
}

/**
 * What an answer reads of its route, in the order of its slots: side by side with the search
 * code's other values, not behind a pointer to the route's match data, so a match spread over a
 * large table reads one stretch of memory per route.
 */
export function answerValues(base: Endpoint['base']): readonly unknown[] {
  return [base.route, base.handler, base.middleware, base.name];
}
