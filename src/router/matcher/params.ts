import { defineOwn } from '../../shared/own-property.js';
import { RouteMatchError } from '../errors.js';
import type { RouteParams } from '../types.js';

// Parameters are ordinary objects, so `assert.deepStrictEqual(match.params, { id: '42' })`
// holds, as users write it. Names come from patterns and are written as own data properties
// (`setParam`, or object-literal keys in generated code), so a parameter named `constructor`
// or `__proto__` is a key like any other and never reaches a prototype.

/** Writes one parameter as an own data property. */
export function setParam(params: RouteParams, name: string, value: string): void {
  defineOwn(params, name, value);
}

/** The shared parameter object of every static match. */
export const NO_PARAMS: RouteParams = Object.freeze({});

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
