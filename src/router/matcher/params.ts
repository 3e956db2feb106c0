import { BareRecord } from '../../shared/bare-record.js';
import { defineOwn } from '../../shared/own-property.js';
import { RouteMatchError } from '../errors.js';
import type { RouteParams } from '../types.js';

// Parameters are own data properties of a bare record (shared/bare-record.ts: it inherits
// nothing). A name the template declares but the path left out — the `constructor` of
// `/animals[/{constructor}]` matching `/animals` — reads `undefined`, as its type says, never
// `Object.prototype.constructor`.

/** The constructor of parameter objects: `new Params()` is an empty object that inherits nothing. */
export const Params = BareRecord as unknown as new () => RouteParams;

/** Writes one parameter as an own data property. */
export function setParam(params: RouteParams, name: string, value: string): void {
  defineOwn(params, name, value);
}

/** The shared parameter object of every static match. */
export const NO_PARAMS: RouteParams = Object.freeze(new Params());

/** A parameter over `maxParameterLength`: 414, for both matchers. */
export function parameterTooLong(name: string): never {
  throw new RouteMatchError(414, 'parameterTooLong', `Path parameter "${name}" is too long`);
}

/** Percent-decodes a captured value; a malformed escape is a 400, never a crash. */
export function decodeParameter(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new RouteMatchError(
      400,
      'malformedPathEncoding',
      `Malformed percent-encoding in path parameter "${raw.slice(0, 64)}"`,
    );
  }
}
