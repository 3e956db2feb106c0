import type { IncomingMessage } from 'node:http';
import {
  ByteCollector,
  type ByteSink,
  bodyTooLarge,
  declaredLength,
  readNodeBody,
  readWebBody,
} from './body-bytes.js';
import { type BodyFormat, bodyFormatOf, isMultipart } from './content-type.js';
import { type Inflater, inflateBody, inflaterFor } from './inflate.js';
import { parseJson } from './json.js';
import { type InputLimits, resolveLimits } from './limits.js';
import { loadMultipartParser, MultipartSink, parseMultipart } from './multipart.js';
import { isFetchRequest, isNodeRequest } from './request-guards.js';
import { parseUrlEncoded } from './url-encoded.js';

/** A request whose body `readBody` reads: a Fetch API `Request` or a Node `IncomingMessage`. */
export type BodySource = globalThis.Request | IncomingMessage;

/**
 * Reads and parses a request body by its `Content-Type` (JSON, urlencoded, multipart),
 * enforcing the limits while reading. A Node request whose framework already set `req.body`
 * (Express) resolves to that value untouched. An empty body is `{}` whatever its headers.
 *
 * @example
 * const body = await readBody(request, { maxBodyBytes: 64 * 1024 });
 */
export function readBody(source: BodySource, limits?: Partial<InputLimits>): Promise<unknown> {
  // Not an `async` function: the parse runs in the callback of the read itself, so the body
  // arrives one promise step after its last byte rather than three; a throw still becomes a
  // rejection.
  try {
    const body = startReading(source, resolveLimits(limits));
    return body instanceof Promise ? body : Promise.resolve(body);
  } catch (error) {
    return Promise.reject(error);
  }
}

/** The body, or a promise of it; throws when the headers alone refuse it. */
function startReading(source: BodySource, resolved: Readonly<InputLimits>): unknown {
  if (isFetchRequest(source)) {
    const { headers, body } = source;
    const declared = declaredLength(headers.get('content-length'));
    if (body === null || declared === 0) return {};
    if (source.bodyUsed) throw new TypeError('The request body was already read');
    const plan = new BodyPlan(
      headers.get('content-type'),
      headers.get('content-encoding'),
      declared,
      resolved,
    );
    return plan.read((sink) => readWebBody(body, resolved.maxBodyBytes, declared, sink));
  }
  if (!isNodeRequest(source)) {
    throw new TypeError('readBody expects a Fetch API Request or a Node IncomingMessage');
  }
  const preset = (source as { body?: unknown }).body;
  if (preset !== undefined) return preset;
  const { headers } = source;
  const declared = declaredLength(headers['content-length']);
  if (declared === 0 || (declared === undefined && !hasUnannouncedBody(source))) return {};
  const plan = new BodyPlan(headers['content-type'], headers['content-encoding'], declared, resolved);
  return plan.read((sink) => readNodeBody(source, resolved.maxBodyBytes, declared, sink));
}

/**
 * Whether a Node request without Content-Length still carries a body. HTTP/1.1 frames one
 * without a length only with Transfer-Encoding (RFC 9112 §6.3). HTTP/2 frames bodies in DATA
 * frames and needs neither header: a request has no body exactly when its HEADERS frame
 * ended the stream (RFC 9113 §8.1), which Node reports as `stream.endAfterHeaders`.
 */
function hasUnannouncedBody(request: IncomingMessage): boolean {
  if (request.httpVersionMajor >= 2) {
    const stream = (request as { stream?: { endAfterHeaders?: boolean } }).stream;
    return stream?.endAfterHeaders !== true;
  }
  return request.headers['transfer-encoding'] !== undefined;
}

type Reader = (sink: ByteSink) => Promise<number>;

// What the headers say about a body. A body announced as non-empty is refused (413, 415)
// before a byte is read; one of unknown length is checked once it turns out non-empty.
class BodyPlan {
  readonly #contentType: string | null | undefined;
  readonly #contentEncoding: string | null | undefined;
  readonly #limits: Readonly<InputLimits>;
  #format: BodyFormat | undefined;
  #inflater: Inflater | undefined;

  constructor(
    contentType: string | null | undefined,
    contentEncoding: string | null | undefined,
    declared: number | undefined,
    limits: Readonly<InputLimits>,
  ) {
    this.#contentType = contentType;
    this.#contentEncoding = contentEncoding;
    this.#limits = limits;
    if (declared !== undefined) {
      if (declared > limits.maxBodyBytes) throw bodyTooLarge(limits.maxBodyBytes, declared);
      this.#check();
    }
  }

  #check(): BodyFormat {
    if (this.#format === undefined) {
      this.#inflater = inflaterFor(this.#contentEncoding);
      this.#format = bodyFormatOf(this.#contentType);
    }
    return this.#format;
  }

  read(reader: Reader): Promise<unknown> {
    // An uncompressed multipart body streams into the multipart parser, so its file limits stop
    // the read early; everything else is collected (under maxBodyBytes) and parsed whole.
    if (isMultipart(this.#contentType) && inflaterFor(this.#contentEncoding) === undefined) {
      return loadMultipartParser().then((parserModule) =>
        this.#streamMultipart(reader, new MultipartSink(this.#contentType!, this.#limits, parserModule)),
      );
    }
    const collected = new ByteCollector();
    return reader(collected).then(() => this.#parse(collected.bytes()));
  }

  async #streamMultipart(reader: Reader, sink: MultipartSink): Promise<unknown> {
    let received: number;
    try {
      received = await reader(sink);
    } catch (error) {
      sink.abort();
      throw error;
    }
    if (received > 0) return sink.finish();
    sink.abort();
    return {};
  }

  /** The parsed body; a promise of it only when the body must be inflated first. */
  #parse(raw: Uint8Array): unknown {
    if (raw.byteLength === 0) return {};
    const format = this.#check();
    const inflater = this.#inflater;
    if (inflater === undefined) return this.#parseAs(format, raw);
    return inflateBody(raw, inflater, this.#limits.maxBodyBytes).then((bytes) =>
      this.#parseAs(format, bytes),
    );
  }

  #parseAs(format: BodyFormat, bytes: Uint8Array): unknown {
    const limits = this.#limits;
    switch (format) {
      case 'json':
        return parseJson(utf8Text(bytes), limits);
      case 'urlencoded':
        return parseUrlEncoded(utf8Text(bytes), limits, 'body');
      case 'multipart':
        return parseMultipart(bytes, this.#contentType ?? '', limits);
    }
  }
}

// Invalid UTF-8 becomes U+FFFD rather than an error; a leading byte-order mark (some Windows
// clients send one) is dropped: both are what the WHATWG decoder does.
const utf8 = new TextDecoder();

function utf8Text(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}
