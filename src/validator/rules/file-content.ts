// What a multipart file holds, read from its first bytes rather than from the type or name the
// client claimed: the format by its magic bytes (file-type), an image's size in pixels
// (image-size). Both libraries are loaded on the first file rule that runs, so an application
// without file rules never loads them; both are free of Node-only imports (Bun, Deno, workerd).
// file-type stays on 19.x: from 20 on it reaches `debug` (through @tokenizer/inflate), whose
// Node build imports `tty` and breaks the runtime-neutral bundle (test/runtimes).
// One reading per file is shared by every rule that asks (WeakMap by file).

/** Enough bytes for every signature file-type reads and for image headers. */
const SAMPLE_BYTES = 64 * 1024;

export interface FileContent {
  /** The extension file-type names for the content (`jpg`, `png`, `pdf`), `txt` for UTF-8 text, `svg` for SVG text. */
  readonly extension: string | undefined;
  /** The content's media type (`image/png`, `text/plain`). */
  readonly mediaType: string | undefined;
  readonly width: number | undefined;
  readonly height: number | undefined;
}

const readings = new WeakMap<Blob, Promise<FileContent>>();

/** The content facts of `file`, read once. */
export function contentOf(file: Blob): Promise<FileContent> {
  let reading = readings.get(file);
  if (reading === undefined) {
    reading = readContent(file);
    readings.set(file, reading);
  }
  return reading;
}

async function readContent(file: Blob): Promise<FileContent> {
  const bytes = new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer());
  const [{ fileTypeFromBuffer }, { imageSize }] = await Promise.all([
    import('file-type/core'),
    import('image-size'),
  ]);
  let detected: { ext: string; mime: string } | undefined = await fileTypeFromBuffer(bytes);
  // XML is text: an SVG image is XML whose root is <svg>.
  if (detected?.ext === 'xml' && textKind(bytes)?.extension === 'svg') detected = undefined;
  const text = detected === undefined ? textKind(bytes) : undefined;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    // Not an image, or a header beyond the sample: no dimensions.
  }
  return {
    extension: detected?.ext ?? text?.extension,
    mediaType: detected?.mime ?? text?.mediaType,
    width,
    height,
  };
}

/** Content no signature matched: UTF-8 text without NUL bytes is `text/plain`, or SVG when it is one. */
function textKind(bytes: Uint8Array): { extension: string; mediaType: string } | undefined {
  let text: string;
  try {
    // A cut in the middle of a character at the sample's end is not a decoding error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(
      bytes.length === SAMPLE_BYTES ? bytes.subarray(0, -4) : bytes,
    );
  } catch {
    return undefined;
  }
  if (text.includes('\u0000')) return undefined;
  // Markup whose opening part (prolog, comments, doctype) leads to an <svg> element.
  if (text.trimStart().startsWith('<') && /<svg[\s>]/i.test(text.slice(0, 4096)))
    return { extension: 'svg', mediaType: 'image/svg+xml' };
  return { extension: 'txt', mediaType: 'text/plain' };
}
