// Response headers as OpenAPI header objects: those a route declares on `responds()` and those
// a documented middleware adds to every answer of the routes it runs on.
import { reasonPhrase } from '../http/status-text.js';
import type { HeaderDeclaration } from '../router/index.js';
import type { OpenApiObject } from './types.js';

/** Header name → OpenAPI header object. */
export type HeaderObjects = Record<string, OpenApiObject>;

// Declarations keep names in lower case (field names are case-insensitive); documents show
// them as the specifications spell them.
const SPELLINGS: Readonly<Record<string, string>> = {
  etag: 'ETag',
  'www-authenticate': 'WWW-Authenticate',
};

function displayName(name: string): string {
  return (
    SPELLINGS[name] ??
    name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())
  );
}

/** Declared headers as header objects; `required: false` unless every answer carries them. */
export function headerObjects(
  declared: Readonly<Record<string, HeaderDeclaration>>,
  alwaysPresent = true,
): HeaderObjects {
  const out: HeaderObjects = {};
  for (const [name, header] of Object.entries(declared)) {
    const object: OpenApiObject = { description: header.description };
    if (header.required && alwaysPresent) object.required = true;
    object.schema = header.schema === undefined ? { type: 'string' } : structuredClone(header.schema);
    out[displayName(name)] = object;
  }
  return out;
}

/** `response` with `headers` added; headers it declares itself win. */
export function withHeaders(response: OpenApiObject, headers: HeaderObjects): OpenApiObject {
  if (Object.keys(headers).length === 0) return response;
  return { ...response, headers: { ...headers, ...(response.headers as HeaderObjects | undefined) } };
}

/** A response's default description: its reason phrase. */
export function statusText(status: number): string {
  return reasonPhrase(status) ?? `Status ${status}`;
}
