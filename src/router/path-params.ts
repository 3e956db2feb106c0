// Route parameters read from a path template at the type level, so a handler of
// `/shops/{shopId}/orders/{id:[0-9]+}[/{tab}]` sees `{ shopId: string; id: string; tab?: string }`.
// The walk is tail-recursive over the characters of one template (a few dozen per route), so
// type-checking a large route table stays cheap (`npm run bench:types` measures it).
import type { UrlParameterValue } from './url.js';

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;

/** Skips a parameter's regex to the `}` that closes the parameter (escapes, classes and `{n}` aside). */
type SkipRegex<
  S extends string,
  Open extends 0[] = [],
  InClass extends boolean = false,
> = S extends `${infer C}${infer Rest}`
  ? C extends '\\'
    ? Rest extends `${string}${infer After}`
      ? SkipRegex<After, Open, InClass>
      : ''
    : InClass extends true
      ? SkipRegex<Rest, Open, C extends ']' ? false : true>
      : C extends '['
        ? SkipRegex<Rest, Open, true>
        : C extends '{'
          ? SkipRegex<Rest, [...Open, 0], false>
          : C extends '}'
            ? Open extends [0, ...infer Outer extends 0[]]
              ? SkipRegex<Rest, Outer, false>
              : Rest
            : SkipRegex<Rest, Open, false>
  : '';

/** `[name, text after the parameter]` for the text that follows a `{`. */
type ReadParameter<S extends string> = S extends `${infer Head}}${infer Tail}`
  ? Head extends `${infer Name}:${infer Regex}`
    ? [Trim<Name>, SkipRegex<`${Regex}}${Tail}`>]
    : [Trim<Head>, Tail]
  : never;

/** `[required names, optional names]`: a parameter inside `[…]` (at any depth) is optional. */
type Walk<
  S extends string,
  Depth extends 0[],
  Required extends string,
  Optional extends string,
> = S extends `${infer C}${infer Rest}`
  ? C extends '['
    ? Walk<Rest, [...Depth, 0], Required, Optional>
    : C extends ']'
      ? Walk<Rest, Depth extends [0, ...infer Outer extends 0[]] ? Outer : [], Required, Optional>
      : C extends '{'
        ? ReadParameter<Rest> extends [infer Name extends string, infer After extends string]
          ? Depth extends []
            ? Walk<After, Depth, Required | Name, Optional>
            : Walk<After, Depth, Required, Optional | Name>
          : Walk<Rest, Depth, Required, Optional>
        : Walk<Rest, Depth, Required, Optional>
  : [Required, Optional];

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * The parameters of a path template: `{id}` and `{id:[0-9]+}` are `string`, a parameter inside
 * `[…]` is optional. A template only known as `string` gives an open record.
 *
 * @example
 * type P = PathParams<'/users/{id:[0-9]+}[/{tab}]'>; // { id: string; tab?: string }
 */
export type PathParams<Path extends string> = string extends Path
  ? Record<string, string | undefined>
  : Walk<Path, [], never, never> extends [infer R extends string, infer O extends string]
    ? Simplify<{ [K in R]: string } & { [K in O]?: string }>
    : never;

/**
 * What `route.url(params)` takes for a template: every required parameter, optionally the
 * optional ones, nothing else.
 */
export type UrlParamsFor<Path extends string> = string extends Path
  ? Readonly<Record<string, UrlParameterValue>>
  : Walk<Path, [], never, never> extends [infer R extends string, infer O extends string]
    ? Simplify<
        { readonly [K in R]: NonNullable<UrlParameterValue> } & { readonly [K in O]?: UrlParameterValue }
      >
    : never;
