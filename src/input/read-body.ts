import type { IncomingMessage } from 'node:http';
import { bodyTooLarge, declaredLength, readNodeBody, readWebBody } from './body-bytes.js';
import { bodyFormatOf } from './content-type.js';
import { inflateBody, inflaterFor } from './inflate.js';
import { parseJson } from './json.js';
import { type InputLimits, resolveLimits } from './limits.js';
import { parseMultipart } from './multipart.js';
import { isFetchRequest } from './request-guards.js';
import { parseUrlEncoded } from './url-encoded.js';

/** A request whose body `readBody` reads: a Fetch API `Request` or a Node `IncomingMessage`. */
export type BodySource = globalThis.Request | IncomingMessage;

/**
 * Reads and parses a request body by its `Content-Type` (JSON, urlencoded, multipart),
 * enforcing the limits while reading. A Node request whose framework already set `req.body`
 * (Express) resolves to that value untouched. An empty body is `{}`.
 *
 * @example
 * const body = await readBody(request, { maxBodyBytes: 64 * 1024 });
 */
export async function readBody(source: BodySource, limits?: Partial<InputLimits>): Promise<unknown> {
  const resolved = resolveLimits(limits);
  if (isFetchRequest(source)) {
    const { headers } = source;
    const declared = declaredLength(headers.get('content-length'));
    if (source.body === null || declared === 0) return {};
    if (source.bodyUsed) throw new TypeError('The request body was already read');
    const plan = planBody(headers.get('content-type'), headers.get('content-encoding'), declared, resolved);
    return parseBytes(await readWebBody(source.body, resolved.maxBodyBytes, declared), plan, resolved);
  }
  const preset = (source as { body?: unknown }).body;
  if (preset !== undefined) return preset;
  const { headers } = source;
  const declared = declaredLength(headers['content-length']);
  // Without Content-Length or Transfer-Encoding a Node request has no body (RFC 9112 §6.3).
  if (declared === 0 || (declared === undefined && headers['transfer-encoding'] === undefined)) return {};
  const plan = planBody(headers['content-type'], headers['content-encoding'], declared, resolved);
  return parseBytes(await readNodeBody(source, resolved.maxBodyBytes, declared), plan, resolved);
}

interface BodyPlan {
  contentType: string;
  format: ReturnType<typeof bodyFormatOf>;
  inflater: ReturnType<typeof inflaterFor>;
}

// Everything that can be refused from the headers alone is refused before reading a byte.
function planBody(
  contentType: string | null | undefined,
  contentEncoding: string | null | undefined,
  declared: number | undefined,
  limits: Readonly<InputLimits>,
): BodyPlan {
  if (declared !== undefined && declared > limits.maxBodyBytes) {
    throw bodyTooLarge(limits.maxBodyBytes, declared);
  }
  return {
    contentType: contentType ?? '',
    format: bodyFormatOf(contentType),
    inflater: inflaterFor(contentEncoding),
  };
}

async function parseBytes(raw: Buffer, plan: BodyPlan, limits: Readonly<InputLimits>): Promise<unknown> {
  if (raw.byteLength === 0) return {};
  const bytes =
    plan.inflater === undefined ? raw : await inflateBody(raw, plan.inflater, limits.maxBodyBytes);
  switch (plan.format) {
    case 'json':
      return parseJson(bytes.toString('utf8'), limits);
    case 'urlencoded':
      return parseUrlEncoded(bytes.toString('utf8'), limits, 'body');
    case 'multipart':
      return parseMultipart(bytes, plan.contentType, limits);
  }
}
