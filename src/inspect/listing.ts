import type { GeneratedFunction } from '../compiler/generated-record.js';

export type { BoundValue, GeneratedFunction, GeneratorName } from '../compiler/generated-record.js';

/** The functions intake generates for one thing (a class, a route table, a rules object). */
export interface GeneratedListing {
  /** What was inspected, e.g. `class CreateTask`. */
  readonly subject: string;
  /**
   * Every generated function, in the order they were compiled; empty where the closures run
   * instead (a `jitless` option, `configure({ jitless: true })`, a runtime that forbids
   * `new Function`, rules with `*` paths).
   */
  readonly functions: readonly GeneratedFunction[];
  /** The listing as commented JavaScript, one section per function. */
  toString(): string;
}

export function listingOf(subject: string, recorded: readonly GeneratedFunction[]): GeneratedListing {
  const functions = recorded.map(
    ({ generator, subject, parameters, bound, source }): GeneratedFunction => ({
      generator,
      subject,
      parameters,
      bound,
      source,
    }),
  );
  return { subject, functions, toString: () => formatListing(subject, functions) };
}

function formatListing(subject: string, functions: readonly GeneratedFunction[]): string {
  const head =
    functions.length > 0
      ? `// Generated for ${subject}: ${functions.length} function${functions.length === 1 ? '' : 's'}.`
      : `// Nothing is generated for ${subject}: its closures run (code generation is off, or it has no generated form).`;
  return `${[head, ...functions.map(formatFunction)].join('\n\n')}\n`;
}

/** One function: what wrote it and for what, the values it reads by name, then its source. */
export function formatFunction(generated: GeneratedFunction): string {
  const lines = [
    `// ${generated.generator} · ${generated.subject || 'anonymous'} · (${generated.parameters.join(', ')})`,
  ];
  for (const { name, value } of generated.bound) lines.push(`//   ${name} = ${value}`);
  lines.push(generated.source);
  return lines.join('\n');
}
