import { RouteMatchError } from './errors.js';
import type { RouteParams } from './types.js';

// Instances of a constructor whose prototype has no prototype: fast-property objects (unlike
// Object.create(null), which starts in dictionary mode) with nothing inherited, so a parameter
// named `constructor` or `__proto__` is written as an own data property. bench/router/params.ts
// measures the three options.
function ParamsObject(): void {}
ParamsObject.prototype = Object.create(null);

/** Creates an empty parameter object without a prototype chain to Object.prototype. */
export const Params = ParamsObject as unknown as new () => RouteParams;

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
