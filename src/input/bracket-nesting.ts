// Nests flat form entries by their bracket keys — `tags[]=a`, `filter[status]=open`,
// `lines[0][qty]=2` — with the semantics qs gives them (the de-facto standard of Node back
// ends, and what the test suite compares against), under intake's limits: an array index or
// length past maxArrayLength and a key deeper than maxDepth are refused, never turned into
// something else. Written here rather than imported because qs pulls in a `require('util')`
// that keeps bundles from running on edge runtimes.

import { type InputKind, malformedInput } from './errors.js';
import { arrayTooLong } from './form-keys.js';
import type { InputLimits } from './limits.js';

type Container = Record<string, unknown> | unknown[];

/**
 * Builds the nested value of flat `entries` whose keys may carry brackets. Values are strings,
 * files, or arrays of them (repeated keys already combined). Segments named after
 * Object.prototype members (`toString`) are dropped as qs drops them, unless `keepMemberNames`.
 */
export function nestEntries(
  entries: Record<string, unknown>,
  limits: Readonly<InputLimits>,
  kind: InputKind,
  keepMemberNames = false,
): Record<string, unknown> {
  const nesting = new Nesting(limits, kind, keepMemberNames);
  let result: unknown = {};
  for (const key of Object.keys(entries)) {
    if (key === '') continue;
    const segments = nesting.segmentsOf(key);
    if (segments !== undefined) result = nesting.merge(result, nesting.build(segments, entries[key]));
  }
  return compactArrays(result) as Record<string, unknown>;
}

function isPrototypeMember(name: string): boolean {
  return Object.hasOwn(Object.prototype, name);
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** Sets an own property, even one named `__proto__`. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/** The number of items an array really holds (holes left by `a[5]=x` do not count). */
function countItems(array: unknown[]): number {
  let count = 0;
  for (let index = 0; index < array.length; index++) if (Object.hasOwn(array, index)) count++;
  return count;
}

/** An array that meets an object key becomes an object keyed by its indexes. */
function objectOf(array: unknown[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  array.forEach((item, index) => {
    if (item !== undefined) object[index] = item;
  });
  return object;
}

/** Closes the holes that indexes left: `a[2]=x&a[0]=y` is `['y', 'x']`. */
function compactArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compactArrays);
  if (isContainer(value)) {
    const object = value as Record<string, unknown>;
    for (const key of Object.keys(object)) object[key] = compactArrays(object[key]);
  }
  return value;
}

class Nesting {
  readonly #depth: number;
  readonly #maxArray: number;
  readonly #limits: Readonly<InputLimits>;
  readonly #kind: InputKind;
  readonly #keepMemberNames: boolean;
  // A value that met a plain value becomes a list of both; its next free index, so later
  // plain values join it rather than nest it again.
  readonly #conflicts = new WeakMap<object, number>();

  constructor(limits: Readonly<InputLimits>, kind: InputKind, keepMemberNames: boolean) {
    this.#keepMemberNames = keepMemberNames;
    // Bracket levels below the top-level key; maxDepth counts the top-level object too.
    this.#depth = limits.maxDepth - 1;
    this.#maxArray = limits.maxArrayLength;
    this.#limits = limits;
    this.#kind = kind;
  }

  /**
   * `a[b][0]` → `['a', '[b]', '[0]']`; text between groups is ignored, brackets nest
   * (`a[b[c]]` has the key `b[c]`), an unclosed group is one last key. Undefined when a
   * segment names an Object.prototype member (the entry is dropped); a refusal when the key
   * is deeper than maxDepth.
   */
  segmentsOf(key: string): string[] | undefined {
    if (this.#depth <= 0) return this.#dropped(unwrapped(key)) ? undefined : [key];
    const segments: string[] = [];
    const first = key.indexOf('[');
    const parent = first === -1 ? key : key.slice(0, first);
    if (parent !== '') {
      if (this.#dropped(parent)) return undefined;
      segments.push(parent);
    }
    let open = first;
    for (let collected = 0; open !== -1 && collected < this.#depth; collected++) {
      const close = closingBracket(key, open);
      if (close === -1) {
        segments.push(`[${key.slice(open)}]`);
        return segments;
      }
      if (this.#dropped(key.slice(open + 1, close))) return undefined;
      segments.push(key.slice(open, close + 1));
      open = key.indexOf('[', close + 1);
    }
    if (open !== -1) {
      throw malformedInput(
        this.#kind,
        'tooDeep',
        `The ${this.#kind} nests deeper than maxDepth (${this.#limits.maxDepth})`,
      );
    }
    return segments;
  }

  #dropped(name: string): boolean {
    return !this.#keepMemberNames && isPrototypeMember(name);
  }

  /** The value one entry stands for: `['a', '[0]', '[b]']` and `x` give `{ a: [{ b: x }] }`. */
  build(segments: string[], leaf: unknown): unknown {
    let value = leaf;
    for (let i = segments.length - 1; i >= 0; i--) {
      const segment = segments[i]!;
      if (segment === '[]') {
        value = this.#limited(([] as unknown[]).concat(value));
        continue;
      }
      const name = unwrapped(segment);
      const index = name === segment ? -1 : arrayIndex(name);
      if (index >= 0) {
        if (index >= this.#maxArray) throw arrayTooLong(this.#limits, this.#kind);
        const array: unknown[] = [];
        array[index] = value;
        value = array;
      } else {
        const object: Record<string, unknown> = {};
        if (name !== '__proto__') object[name] = value;
        value = object;
      }
    }
    return value;
  }

  /** Merges what one entry built into what the earlier ones built. */
  merge(target: unknown, source: unknown): unknown {
    // An empty value adds nothing to what is there (`a[b]=1&a=`).
    if (!source) return target;
    if (!isContainer(source)) return this.#mergePlain(target, source);
    if (!isContainer(target)) return this.#limited([target].concat(source));
    if (Array.isArray(target) && Array.isArray(source)) return this.#mergeArrays(target, source);
    let merged: Record<string, unknown>;
    if (Array.isArray(target)) {
      merged = objectOf(target);
      const conflict = this.#conflicts.get(target);
      if (conflict !== undefined) this.#conflicts.set(merged, target.length - 1);
    } else {
      merged = target;
    }
    for (const key of Object.keys(source)) {
      const value = (source as Record<string, unknown>)[key];
      setOwn(merged, key, Object.hasOwn(merged, key) ? this.merge(merged[key], value) : value);
      const conflict = this.#conflicts.get(merged);
      const index = arrayIndex(key);
      if (conflict !== undefined && index > conflict) this.#conflicts.set(merged, index);
    }
    return merged;
  }

  #mergePlain(target: unknown, source: unknown): unknown {
    if (Array.isArray(target)) {
      if (countItems(target) >= this.#maxArray) throw arrayTooLong(this.#limits, this.#kind);
      target.push(source);
      return target;
    }
    if (!isContainer(target)) return this.#limited([target, source]);
    const conflict = this.#conflicts.get(target);
    if (conflict === undefined) {
      const pair = this.#limited([target, source]);
      this.#conflicts.set(pair, 1);
      return pair;
    }
    if (conflict + 1 >= this.#maxArray) throw arrayTooLong(this.#limits, this.#kind);
    (target as Record<string, unknown>)[conflict + 1] = source;
    this.#conflicts.set(target, conflict + 1);
    return target;
  }

  #mergeArrays(target: unknown[], source: unknown[]): unknown[] {
    source.forEach((item, index) => {
      if (!Object.hasOwn(target, index)) {
        target[index] = item;
        return;
      }
      const existing = target[index];
      if (isContainer(existing) && isContainer(item)) target[index] = this.merge(existing, item);
      else target.push(item);
    });
    if (countItems(target) > this.#maxArray) throw arrayTooLong(this.#limits, this.#kind);
    return target;
  }

  #limited(array: unknown[]): unknown[] {
    if (array.length > this.#maxArray) throw arrayTooLong(this.#limits, this.#kind);
    return array;
  }
}

/** `[name]` → `name`; anything else as it is. */
function unwrapped(segment: string): string {
  return segment.length >= 2 && segment.startsWith('[') && segment.endsWith(']')
    ? segment.slice(1, -1)
    : segment;
}

/** A canonical non-negative decimal (`0`, `12`, not `012` or `-1`), or -1. */
function arrayIndex(name: string): number {
  const index = Number.parseInt(name, 10);
  return index >= 0 && String(index) === name ? index : -1;
}

/** The `]` that closes the `[` at `open`, counting nested pairs; -1 when none does. */
function closingBracket(key: string, open: number): number {
  let level = 1;
  for (let i = open + 1; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code === 0x5b) level++;
    else if (code === 0x5d && --level === 0) return i;
  }
  return -1;
}
