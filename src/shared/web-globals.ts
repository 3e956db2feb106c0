// Asking whether a value is a Fetch `Response` or a web `ReadableStream` without touching the
// global when the value cannot be one. Node defines `Request`, `Response`, `ReadableStream`
// and their kin as lazy globals: the first read of `globalThis.Response` loads undici and the
// web streams (tens of milliseconds on a cold process), so an `instanceof` on every answer would
// make the first request of a Node server pay for a Fetch API it never uses. A real `Response`
// or stream always has the methods tested first, so the `instanceof` still decides for those.

/** Whether `value` is a Fetch `Response`. */
export function isFetchResponse(value: object): value is Response {
  const candidate = value as { arrayBuffer?: unknown; status?: unknown };
  return (
    typeof candidate.arrayBuffer === 'function' &&
    typeof candidate.status === 'number' &&
    value instanceof Response
  );
}

/** Whether `value` is a web `ReadableStream`. */
export function isWebStream(value: object): value is ReadableStream {
  return (
    typeof (value as { getReader?: unknown }).getReader === 'function' && value instanceof ReadableStream
  );
}
