import type { Readable } from 'node:stream';
import { type EntityTagOptions, entityTag, entityTagOf } from './entity-tag.js';
import { jsonText } from './json-text.js';

/** What a reply may carry: nothing, text, bytes, or a stream (Fetch or Node). */
export type ReplyBody = string | Uint8Array | ReadableStream<Uint8Array> | Readable | null;

/** Response headers: lower- or mixed-case names; an array repeats the header (e.g. `set-cookie`). */
export type HeaderRecord = Record<string, string | readonly string[]>;

export const JSON_TYPE = 'application/json; charset=utf-8';
export const TEXT_TYPE = 'text/plain; charset=utf-8';
export const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/**
 * A response built by a handler, independent of the front door that writes it: both the
 * Node listener and the Fetch handler turn it into their own response. Bodies are final —
 * JSON is serialised once, when the reply is made.
 *
 * @example
 * return Reply.created(user, routes.url('users.show', { id: user.id }));
 * return Reply.json({ error: 'busy' }, { status: 429, headers: { 'retry-after': '5' } });
 */
export class Reply {
  status: number;
  contentType: string | null;
  headers: HeaderRecord | null;
  body: ReplyBody;

  constructor(
    status: number,
    contentType: string | null,
    body: ReplyBody,
    headers: HeaderRecord | null = null,
  ) {
    this.status = status;
    this.contentType = contentType;
    this.body = body;
    this.headers = headers;
  }

  /** JSON (DTOs through their `toJSON()`), status 200 unless given. */
  static json(data: unknown, init: ReplyInit = {}): Reply {
    return jsonReply(data, init);
  }

  /** Plain UTF-8 text. */
  static text(text: string, init: ReplyInit = {}): Reply {
    return makeReply(init.status ?? 200, TEXT_TYPE, text, init.headers ?? null);
  }

  /** 201 Created with a JSON body and a `Location` header (e.g. from `routes.url(...)`). */
  static created(data: unknown, location: string, init: Omit<ReplyInit, 'status'> = {}): Reply {
    return jsonReply(data, { status: 201, headers: { ...init.headers, location } });
  }

  /** A redirect: 302 by default; 301, 303, 307 and 308 are the other sensible choices. */
  static redirect(location: string, status: 301 | 302 | 303 | 307 | 308 = 302): Reply {
    return makeReply(status, null, null, { location });
  }

  /** A body without content (204 by default), optionally with headers. */
  static empty(status = 204, headers: HeaderRecord | null = null): Reply {
    return makeReply(status, null, null, headers);
  }

  /** Streams a Fetch `ReadableStream` or a Node `Readable`; the length is not known in advance. */
  static stream(
    body: ReadableStream<Uint8Array> | Readable,
    contentType = 'application/octet-stream',
    init: ReplyInit = {},
  ): Reply {
    return makeReply(init.status ?? 200, contentType, body, init.headers ?? null);
  }

  /**
   * Sets the `ETag`: from a version the application keeps, or, given none, from this reply's
   * bytes (a text or byte body). Strong unless `{ weak: true }`. A GET answered with an ETag
   * meets If-None-Match with a 304 (docs/http.md, "Conditional requests").
   *
   * @example
   * return Reply.json(task).etag(task.version);
   * return Reply.json(page).etag(undefined, { weak: true });
   */
  etag(version?: string | number | bigint, options: EntityTagOptions = {}): this {
    if (version !== undefined) return this.header('etag', entityTag(version, options));
    if (typeof this.body !== 'string' && !(this.body instanceof Uint8Array)) {
      throw new TypeError(
        'reply.etag() without a version needs a text or byte body; give a stream a version',
      );
    }
    return this.header('etag', entityTagOf(this.body, options));
  }

  /** Sets (replaces) one header on this reply. */
  header(name: string, value: string | readonly string[]): this {
    this.headers = { ...this.headers, [name.toLowerCase()]: value };
    return this;
  }
}

// The static factories build through these module functions, not `new Reply` inside the class
// body: a self-reference there makes bundlers rename the class (`Reply.name` would read `_Reply`).
function makeReply(
  status: number,
  contentType: string | null,
  body: ReplyBody,
  headers: HeaderRecord | null,
): Reply {
  return new Reply(status, contentType, body, headers);
}

function jsonReply(data: unknown, init: ReplyInit): Reply {
  return new Reply(init.status ?? 200, JSON_TYPE, jsonText(data) ?? 'null', init.headers ?? null);
}

export interface ReplyInit {
  status?: number;
  headers?: HeaderRecord;
}
