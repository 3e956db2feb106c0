import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { HttpError } from '../errors/http-error.js';
import { MalformedBodyError, PayloadTooLargeError } from './errors.js';
import type { InputLimits } from './limits.js';
import { addEntry, nestEntries } from './url-encoded.js';

interface Part {
  name: string;
  value: string | File | undefined;
}

/**
 * Parses a `multipart/form-data` body with busboy: text fields become strings, file parts
 * Web `File` objects; names nest by bracket syntax like a query. busboy enforces the field,
 * file and file-size limits while it parses, so no `File` is built past a limit.
 */
export function parseMultipart(
  body: Buffer,
  contentType: string,
  limits: Readonly<InputLimits>,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: {
          fields: limits.maxParameters,
          files: limits.maxFiles,
          // busboy flags a file that *reaches* fileSize; one byte more accepts exactly maxFileBytes.
          fileSize: limits.maxFileBytes + 1,
          // Field values and names are bounded by the body itself, never truncated silently.
          fieldSize: limits.maxBodyBytes,
          fieldNameSize: limits.maxBodyBytes,
        },
      });
    } catch (error) {
      reject(malformed(error));
      return;
    }
    // Parts keep their order in the body even though files finish asynchronously.
    const parts: Part[] = [];
    let pendingFiles = 0;
    let parsed = false;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      parser.removeAllListeners();
      parser.on('error', () => {});
      parser.destroy();
      reject(error);
    };
    const finishWhenDone = () => {
      if (settled || !parsed || pendingFiles > 0) return;
      try {
        resolve(assemble(parts, limits));
        settled = true;
      } catch (error) {
        fail(error);
      }
    };
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated)
        fail(tooLarge('bodyTooLarge', 'A field', limits.maxBodyBytes));
      // busboy reports a part without a name as `undefined`: an empty key, dropped like `=x` in a query.
      else parts.push({ name: name ?? '', value });
    });
    parser.on('file', (name, stream: Readable & { truncated?: boolean }, info) => {
      const part: Part = { name: name ?? '', value: undefined };
      const chunks: BlobPart[] = [];
      parts.push(part);
      pendingFiles++;
      // busboy hands out Buffers over plain (never shared) ArrayBuffers.
      stream.on('data', (chunk: Buffer) => chunks.push(chunk as Uint8Array<ArrayBuffer>));
      // busboy fails a file stream it is cut off from; that belongs to this promise, not to the process.
      stream.on('error', (error) => fail(malformed(error)));
      stream.on('limit', () => {
        stream.resume();
        fail(tooLarge('fileTooLarge', `File "${info.filename}"`, limits.maxFileBytes));
      });
      stream.on('end', () => {
        pendingFiles--;
        part.value = new File(chunks, info.filename ?? name, { type: info.mimeType });
        finishWhenDone();
      });
    });
    parser.on('fieldsLimit', () => fail(tooLarge('tooManyParameters', 'The body', limits.maxParameters)));
    parser.on('filesLimit', () => fail(tooLarge('tooManyFiles', 'The body', limits.maxFiles)));
    parser.on('error', (error) => fail(malformed(error)));
    parser.on('close', () => {
      parsed = true;
      finishWhenDone();
    });
    parser.end(body);
    // The whole body is in memory: busboy parses it synchronously and ends its streams on
    // process.nextTick, so it has settled before setImmediate runs — unless a truncated body
    // left it waiting forever for a file part that never ends (busboy 1.6 does), which
    // would otherwise hang the request.
    setImmediate(() => fail(malformed(new Error('Unexpected end of form'))));
  });
}

function assemble(parts: Part[], limits: Readonly<InputLimits>): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  let nested = false;
  for (const { name, value } of parts) {
    addEntry(entries, name, value, limits, 'body');
    nested ||= name.includes('[');
  }
  return nested ? nestEntries(entries, limits, 'body') : entries;
}

const limitNames: Record<string, string> = {
  bodyTooLarge: 'maxBodyBytes',
  fileTooLarge: 'maxFileBytes',
  tooManyParameters: 'maxParameters',
  tooManyFiles: 'maxFiles',
};

function tooLarge(code: string, what: string, limit: number): PayloadTooLargeError {
  const verb =
    code === 'tooManyParameters' || code === 'tooManyFiles' ? 'has more parts than' : 'is larger than';
  return new PayloadTooLargeError(code, `${what} ${verb} ${limitNames[code]} (${limit})`, limit);
}

function malformed(error: unknown): HttpError {
  const detail = error instanceof Error ? error.message : String(error);
  return new MalformedBodyError('malformedMultipart', `Malformed multipart/form-data body: ${detail}`, {
    cause: error,
  });
}
