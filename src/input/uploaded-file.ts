/**
 * A file part of a multipart body. `name` is the base name of what the client sent (the part
 * after the last `/` or `\`, with `filename*` decoded first; `''` for `.` and `..`), so it can
 * never point into another directory; `rawName` is the name exactly as sent, for display.
 *
 * @example
 * const { avatar } = (await readBody(request)) as { avatar: UploadedFile };
 * await writeFile(join(uploads, avatar.name || 'upload'), avatar.stream());
 */
export class UploadedFile extends File {
  /** The file name as the client sent it, which may hold `../` or an absolute path. */
  readonly rawName: string;

  constructor(content: BlobPart[], rawName: string, options: FilePropertyBag) {
    super(content, baseName(rawName), options);
    this.rawName = rawName;
  }
}

const lastSeparator = /[/\\]([^/\\]*)$/;

/** The last segment of a path written with either separator; dot segments name nothing. */
export function baseName(path: string): string {
  const name = lastSeparator.exec(path)?.[1] ?? path;
  return name === '.' || name === '..' ? '' : name;
}
