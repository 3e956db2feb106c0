// File rules on multipart `File` values (docs/validator.md "Files"): `file`, `extensions:` (the
// client's file name), and, decided from the content (file-content.ts) rather than from the
// type the client claimed, `image`, `mimes:`, `mimetypes:` and `dimensions:`. Sizes in
// kilobytes come from the size family (`max:2048`). Content rules are asynchronous.
import { expectCount, type RuleDefinition, RuleParameterProblem } from './definition.js';
import { contentOf } from './file-content.js';
import { isFile } from './measure.js';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'avif', 'heic', 'heif'];

/** The extension of a File's name, lower case; `''` when it has none. */
function nameExtension(file: Blob): string {
  const name = typeof (file as { name?: unknown }).name === 'string' ? (file as File).name : '';
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** `jpg` and `jpeg` name one format, as Laravel's `mimes` treats them. */
function withJpegAliases(extensions: readonly string[]): Set<string> {
  const set = new Set(extensions.map((extension) => extension.toLowerCase()));
  if (set.has('jpg') || set.has('jpeg')) set.add('jpg').add('jpeg');
  return set;
}

function contentRule(
  build: (
    params: readonly string[],
  ) => (extension: string | undefined, mediaType: string | undefined) => boolean,
): RuleDefinition {
  return {
    parameters: 'list',
    asynchronous: true,
    build(params) {
      const accepts = build(params);
      return async (value) => {
        if (!isFile(value)) return false;
        const content = await contentOf(value);
        return accepts(content.extension, content.mediaType);
      };
    },
  };
}

type DimensionLimits = Partial<
  Record<
    | 'width'
    | 'height'
    | 'min_width'
    | 'min_height'
    | 'max_width'
    | 'max_height'
    | 'ratio'
    | 'min_ratio'
    | 'max_ratio',
    number
  >
>;

/** `min_width=100,ratio=3/2` → limits (none: any image); a ratio may be written `3/2` or `1.5`. */
function dimensionLimits(params: readonly string[]): DimensionLimits {
  const limits: DimensionLimits = {};
  for (const param of params) {
    const [name, text] = param.split('=') as [string, string | undefined];
    const fraction = /^(\d+(?:\.\d+)?)(?:\/(\d+(?:\.\d+)?))?$/.exec(text ?? '');
    if (
      ![
        'width',
        'height',
        'min_width',
        'min_height',
        'max_width',
        'max_height',
        'ratio',
        'min_ratio',
        'max_ratio',
      ].includes(name) ||
      fraction === null
    )
      throw new RuleParameterProblem(
        `"${param}" is not a dimension constraint (e.g. min_width=100 or ratio=3/2)`,
      );
    const number = Number(fraction[1]) / (fraction[2] === undefined ? 1 : Number(fraction[2]));
    if (!Number.isFinite(number)) throw new RuleParameterProblem(`"${param}" is not a finite number`);
    limits[name as keyof DimensionLimits] = number;
  }
  return limits;
}

function fitsDimensions(limits: DimensionLimits, width: number, height: number): boolean {
  const ratio = width / height;
  // Laravel compares ratios to 1/100 precision.
  const close = (a: number, b: number) => Math.abs(a - b) <= 1 / 100;
  return !(
    (limits.width !== undefined && width !== limits.width) ||
    (limits.height !== undefined && height !== limits.height) ||
    (limits.min_width !== undefined && width < limits.min_width) ||
    (limits.min_height !== undefined && height < limits.min_height) ||
    (limits.max_width !== undefined && width > limits.max_width) ||
    (limits.max_height !== undefined && height > limits.max_height) ||
    (limits.ratio !== undefined && !close(ratio, limits.ratio)) ||
    (limits.min_ratio !== undefined && ratio < limits.min_ratio - 1 / 100) ||
    (limits.max_ratio !== undefined && ratio > limits.max_ratio + 1 / 100)
  );
}

export const fileRules: Record<string, RuleDefinition> = {
  file: { parameters: 'none', build: () => isFile },
  extensions: {
    parameters: 'list',
    build(params) {
      expectCount(params, 1, Number.POSITIVE_INFINITY);
      const allowed = new Set(params.map((param) => param.toLowerCase()));
      return (value) => isFile(value) && allowed.has(nameExtension(value));
    },
  },
  image: contentRule((params) => {
    expectCount(params, 0, 1);
    if (params.length === 1 && params[0] !== 'allow_svg')
      throw new RuleParameterProblem(`"${params[0]}" is not a mode (only allow_svg)`);
    const allowed = withJpegAliases(params.length === 1 ? [...IMAGE_EXTENSIONS, 'svg'] : IMAGE_EXTENSIONS);
    return (extension) => extension !== undefined && allowed.has(extension);
  }),
  mimes: contentRule((params) => {
    expectCount(params, 1, Number.POSITIVE_INFINITY);
    const allowed = withJpegAliases(params);
    return (extension) => extension !== undefined && allowed.has(extension);
  }),
  mimetypes: contentRule((params) => {
    expectCount(params, 1, Number.POSITIVE_INFINITY);
    for (const param of params) {
      if (!/^[a-z0-9!#$&^_.+-]+\/(?:\*|[a-z0-9!#$&^_.+-]+)$/i.test(param))
        throw new RuleParameterProblem(`"${param}" is not a media type (type/subtype or type/*)`);
    }
    const allowed = new Set(params.map((param) => param.toLowerCase()));
    return (_, mediaType) =>
      mediaType !== undefined && (allowed.has(mediaType) || allowed.has(`${mediaType.split('/')[0]}/*`));
  }),
  dimensions: {
    parameters: 'list',
    asynchronous: true,
    build(params) {
      const limits = dimensionLimits(params);
      return async (value) => {
        if (!isFile(value)) return false;
        const { width, height, mediaType } = await contentOf(value);
        // SVG has no fixed pixel size: Laravel lets it pass.
        if (mediaType === 'image/svg+xml') return true;
        return (
          width !== undefined && height !== undefined && height > 0 && fitsDimensions(limits, width, height)
        );
      };
    },
  },
};
