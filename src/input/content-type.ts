import { UnsupportedMediaTypeError } from './errors.js';

/** The body formats `readBody` understands. */
export type BodyFormat = 'json' | 'urlencoded' | 'multipart';

const textCharsets = new Set(['utf-8', 'utf8', 'us-ascii']);

/**
 * The body format named by a `Content-Type` header: `application/json` and any
 * `application/*+json`, `application/x-www-form-urlencoded`, `multipart/form-data`.
 * Anything else, or a text charset other than UTF-8 (or its subset US-ASCII), is a 415.
 */
export function bodyFormatOf(contentType: string | null | undefined): BodyFormat {
  if (!contentType) {
    throw new UnsupportedMediaTypeError(
      'unsupportedContentType',
      'The request has a body but no Content-Type; send application/json, application/x-www-form-urlencoded or multipart/form-data',
    );
  }
  const semicolon = contentType.indexOf(';');
  const mediaType = mediaTypeOf(contentType, semicolon);
  if (mediaType === 'multipart/form-data') return 'multipart';
  let format: BodyFormat;
  if (
    mediaType === 'application/json' ||
    (mediaType.startsWith('application/') && mediaType.endsWith('+json'))
  ) {
    format = 'json';
  } else if (mediaType === 'application/x-www-form-urlencoded') {
    format = 'urlencoded';
  } else {
    throw new UnsupportedMediaTypeError(
      'unsupportedContentType',
      `Content-Type ${mediaType.slice(0, 100)} is not supported; send application/json, application/x-www-form-urlencoded or multipart/form-data`,
    );
  }
  if (semicolon !== -1) checkCharset(contentType.slice(semicolon + 1));
  return format;
}

function checkCharset(parameters: string): void {
  for (const parameter of parameters.split(';')) {
    const equals = parameter.indexOf('=');
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') continue;
    const charset = parameter
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    if (!textCharsets.has(charset)) {
      throw new UnsupportedMediaTypeError(
        'unsupportedCharset',
        `Charset ${charset.slice(0, 40)} is not supported; send UTF-8`,
      );
    }
  }
}

/** Whether a `Content-Type` names `multipart/form-data`. */
export function isMultipart(contentType: string | null | undefined): boolean {
  return !!contentType && mediaTypeOf(contentType, contentType.indexOf(';')) === 'multipart/form-data';
}

function mediaTypeOf(contentType: string, semicolon: number): string {
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
}
