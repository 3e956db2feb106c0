// Entity tags (RFC 9110 §8.8.3): made from a version the application keeps, or from the bytes
// of an answer; read from If-Match / If-None-Match lists; compared strongly or weakly (§8.8.3.2).

/** Whether an entity tag is weak (`W/"…"`): equal meaning, not necessarily equal bytes. */
export interface EntityTagOptions {
  readonly weak?: boolean;
}

/** One entity tag of a header list. */
export interface ParsedEntityTag {
  readonly weak: boolean;
  /** The quoted part, quotes included: `"42"`. */
  readonly opaque: string;
}

/** `etagc` of RFC 9110 §8.8.3: visible ASCII but `"`, and obs-text. */
const OPAQUE_CHARACTERS = /^[\x21\x23-\x7e\x80-\xff]*$/;

/**
 * An `ETag` header value from a version the application keeps: a row version, a revision, a
 * hash of its own. Strong unless `{ weak: true }`.
 *
 * @example
 * ctx.setHeader('etag', entityTag(task.version));   // "7"
 * entityTag('2026-11-28', { weak: true });          // W/"2026-11-28"
 */
export function entityTag(version: string | number | bigint, options: EntityTagOptions = {}): string {
  const opaque = String(version);
  if (!OPAQUE_CHARACTERS.test(opaque)) {
    throw new TypeError(
      `An entity tag holds visible characters other than '"', got ${JSON.stringify(opaque)}: hash or encode the version first`,
    );
  }
  return `${options.weak === true ? 'W/' : ''}"${opaque}"`;
}

const encoder = new TextEncoder();

/**
 * An `ETag` header value from an answer's bytes (text as UTF-8): its length and a 53-bit
 * digest, so equal bytes give equal tags everywhere the kernel runs (no `node:crypto`). A
 * digest is not a signature: a tag computed by a client proves nothing.
 *
 * @example
 * Reply.json(page).etag();                         // same as entityTagOf(the JSON text)
 * entityTagOf(bytes, { weak: true });
 */
export function entityTagOf(body: string | Uint8Array, options: EntityTagOptions = {}): string {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  return entityTag(`${bytes.length.toString(36)}-${digest53(bytes).toString(36)}`, options);
}

/** Two multiplicative lanes mixed into 53 bits (a safe integer). */
function digest53(bytes: Uint8Array): number {
  let high = 0xdeadbeef;
  let low = 0x41c6ce57;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!;
    high = Math.imul(high ^ byte, 2654435761);
    low = Math.imul(low ^ byte, 1597334677);
  }
  high = Math.imul(high ^ (high >>> 16), 2246822507) ^ Math.imul(low ^ (low >>> 13), 3266489909);
  low = Math.imul(low ^ (low >>> 16), 2246822507) ^ Math.imul(high ^ (high >>> 13), 3266489909);
  return 4294967296 * (2097151 & low) + (high >>> 0);
}

/** One `[W/]"…"` member of a list: an opaque tag may hold commas, so members are matched, not split. */
const LIST_MEMBER = /(W\/)?("[\x21\x23-\x7e\x80-\xff]*")/g;

/**
 * The entity tags of an If-Match / If-None-Match value, or `'*'`. Text that is no entity tag
 * is passed over: it can match nothing, so a value of nothing readable matches nothing.
 */
export function parseEntityTags(header: string): ParsedEntityTag[] | '*' {
  if (header.trim() === '*') return '*';
  const tags: ParsedEntityTag[] = [];
  for (const [, weak, opaque] of header.matchAll(LIST_MEMBER))
    tags.push({ weak: weak !== undefined, opaque: opaque! });
  return tags;
}

/** Reads one `ETag` value; undefined when it is not one. */
export function parseEntityTag(value: string): ParsedEntityTag | undefined {
  const tags = parseEntityTags(value);
  return tags === '*' || tags.length !== 1 ? undefined : tags[0];
}

/** §8.8.3.2: strong comparison — both strong and the same. */
export function strongMatch(a: ParsedEntityTag, b: ParsedEntityTag): boolean {
  return !a.weak && !b.weak && a.opaque === b.opaque;
}

/** §8.8.3.2: weak comparison — the same, weak or not. */
export function weakMatch(a: ParsedEntityTag, b: ParsedEntityTag): boolean {
  return a.opaque === b.opaque;
}
