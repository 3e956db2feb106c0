// Reading and parsing request input: bodies (JSON, urlencoded, multipart, with limits and
// inflation) and query strings (qs semantics with a fast path), shared by the request
// mapping and the HTTP kernel.

export {
  MalformedBodyError,
  type MalformedBodyErrorCode,
  MalformedQueryError,
  type MalformedQueryErrorCode,
  PayloadTooLargeError,
  type PayloadTooLargeErrorCode,
  UnsupportedMediaTypeError,
  type UnsupportedMediaTypeErrorCode,
} from './errors.js';
export { parseJson } from './json.js';
export { defaultInputLimits, type InputLimits, resolveLimits as resolveInputLimits } from './limits.js';
export { screenParsedBody } from './parsed-body.js';
export { parseQuery, type QueryInput } from './query.js';
export type { BodySource } from './read-body.js';
export { readBody } from './read-body.js';
export { isFetchRequest, isNodeRequest } from './request-guards.js';
export { UploadedFile } from './uploaded-file.js';
