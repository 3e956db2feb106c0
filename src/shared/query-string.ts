// The query string intake's URL builders write and its query parser reads back: lists and
// records in bracket form (`tags[0]=a&filter[status]=open`), `null`/`undefined` left out. Shared
// by `url()` of the router and by `intake/client`, so both send the same text for one value.

/** A value for the query string: a scalar, or lists and records of them (bracket form). */
export type QueryValue =
  | string
  | number
  | bigint
  | boolean
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

/** Appends `key=value` pairs for `value` to `pairs`; `key` is already percent-encoded. */
export function writeQueryPairs(key: string, value: QueryValue, pairs: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      writeQueryPairs(`${key}[${index}]`, item, pairs);
    });
  } else if (typeof value === 'object') {
    for (const inner of Object.keys(value)) {
      writeQueryPairs(
        `${key}[${encodeURIComponent(inner)}]`,
        (value as Record<string, QueryValue>)[inner],
        pairs,
      );
    }
  } else {
    pairs.push(`${key}=${encodeURIComponent(String(value))}`);
  }
}
