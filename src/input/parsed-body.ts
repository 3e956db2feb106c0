import { MalformedBodyError, PayloadTooLargeError } from './errors.js';
import { type InputLimits, resolveLimits } from './limits.js';

/**
 * Checks a body some other parser already turned into values (Express's `express.json()`,
 * Fastify's, Hono's `c.req.json()`, what tRPC hands a Standard Schema) against the limits a
 * body read by intake obeys: nesting up to `maxDepth` (400 `tooDeep`), at most
 * `maxParameters` keys in one object (413 `tooManyParameters`), and no `__proto__` key or
 * `constructor` object with a `prototype` key at any level (400 `prototypeKey`; removed
 * instead with `protoKeys: 'remove'`). The walk is iterative, so a 100,000-deep array stops
 * at the limit rather than overflowing the stack. Bytes cannot be counted any more: bound
 * them in the framework's parser (see docs/adapters.md).
 *
 * @example
 * app.post('/orders', express.json(), (req, res) => { screenParsedBody(req.body); … });
 */
export function screenParsedBody<T>(body: T, limits?: Partial<InputLimits>): T {
  if (typeof body !== 'object' || body === null) return body;
  const resolved = resolveLimits(limits);
  const pending: Array<{ node: object; depth: number }> = [{ node: body, depth: 1 }];
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    if (depth > resolved.maxDepth) {
      throw new MalformedBodyError('tooDeep', `The body nests deeper than maxDepth (${resolved.maxDepth})`);
    }
    // Own enumerable keys only: a framework's object may have a prototype of its own.
    const keys = Object.keys(node);
    if (!Array.isArray(node)) {
      refusePrototypeKeys(node as Record<string, unknown>, resolved.protoKeys, 'body');
      if (keys.length > resolved.maxParameters) throw tooManyKeys(resolved.maxParameters);
    }
    for (const key of keys) {
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) pending.push({ node: child, depth: depth + 1 });
    }
  }
  return body;
}

function tooManyKeys(limit: number): PayloadTooLargeError {
  return new PayloadTooLargeError(
    'tooManyParameters',
    `An object in the body has more than maxParameters (${limit}) keys`,
    limit,
  );
}

/**
 * Refuses (or, with `protoKeys: 'remove'`, deletes) an own `__proto__` key of one object, and
 * a `constructor` object with its own `prototype`: the two shapes that reach a prototype when
 * code merges the object into another. `what` names the input in the message ("JSON body").
 */
export function refusePrototypeKeys(
  node: Record<string, unknown>,
  mode: InputLimits['protoKeys'],
  what: string,
): void {
  if (Object.hasOwn(node, '__proto__')) refuseOrRemove(node, '__proto__', mode, what);
  if (Object.hasOwn(node, 'constructor')) {
    const ctor = node.constructor;
    if (typeof ctor === 'object' && ctor !== null && Object.hasOwn(ctor, 'prototype')) {
      refuseOrRemove(node, 'constructor', mode, what);
    }
  }
}

function refuseOrRemove(
  node: Record<string, unknown>,
  key: string,
  mode: InputLimits['protoKeys'],
  what: string,
): void {
  if (mode === 'remove') {
    delete node[key];
    return;
  }
  const found = key === '__proto__' ? 'a "__proto__" key' : 'a "constructor" object with a "prototype" key';
  throw new MalformedBodyError('prototypeKey', `The ${what} has ${found}; such keys are refused`);
}
