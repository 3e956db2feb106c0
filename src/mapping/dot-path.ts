// Dot paths of @FromBody and Group mapTo: parsed once at declaration, walked per request.

import { defineOwn } from '../shared/own-property.js';
import { InvalidArgumentException } from './exceptions.js';

const forbidden = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether a key from input may be read or written (never one that reaches a prototype). */
export function isSafeKey(key: string): boolean {
  return !forbidden.has(key);
}

/**
 * Splits `a.b.c` into segments; a leading or trailing dot, an empty segment, or a segment that
 * names a prototype slot is an `InvalidArgumentException` naming the decorator.
 */
export function parseDotPath(path: unknown, decorator: string): string[] {
  if (typeof path !== 'string' || path === '') {
    throw new InvalidArgumentException(`@${decorator} expects a non-empty dot path like 'user.email'.`);
  }
  const segments = path.split('.');
  for (const segment of segments) {
    if (segment === '') {
      throw new InvalidArgumentException(
        `@${decorator}('${path}'): the path has a leading dot, a trailing dot or an empty segment; write it as 'a.b.c'.`,
      );
    }
    if (!isSafeKey(segment)) {
      throw new InvalidArgumentException(
        `@${decorator}('${path}'): '${segment}' can never be read from input; rename the key.`,
      );
    }
  }
  return segments;
}

/**
 * Reads `segments` from `source`, own properties only, or `undefined` when any step is missing
 * or not an object. Segments were checked by `parseDotPath`, so no prototype slot is reachable.
 */
export function readPath(source: unknown, segments: readonly string[]): unknown {
  let current = source;
  for (let i = 0; i < segments.length; i++) {
    if (typeof current !== 'object' || current === null) return undefined;
    const key = segments[i]!;
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Writes `value` at `segments` into `target`, creating plain objects on the way (own data properties). */
export function writePath(
  target: Record<string, unknown>,
  segments: readonly string[],
  value: unknown,
): void {
  let current = target;
  const last = segments.length - 1;
  for (let i = 0; i < last; i++) {
    const key = segments[i]!;
    let next = Object.hasOwn(current, key) ? current[key] : undefined;
    if (typeof next !== 'object' || next === null) {
      next = {};
      defineOwn(current, key, next);
    }
    current = next as Record<string, unknown>;
  }
  defineOwn(current, segments[last]!, value);
}
