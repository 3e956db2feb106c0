// Names and holds the schemas of nested request classes, so each class is described once and
// referred to by `$ref` — or inlined, for a target with no home for definitions. OpenAPI
// documents use one registry for all their operations (its definitions become components).
import { type RequestClass, shapeOf } from '../class-shape.js';
import { classSchema } from './class-schema.js';
import { type Dialect, dialectOf } from './dialect.js';
import {
  type JsonSchema,
  JsonSchemaConversionError,
  type JsonSchemaSide,
  type JsonSchemaTarget,
} from './types.js';

export interface JsonSchemaRegistryOptions {
  target: JsonSchemaTarget;
  /** Where definitions are referred to, e.g. `#/components/schemas/`; undefined: inline every class. */
  refPrefix: string | undefined;
  /** Write OpenAPI's `discriminator` beside `oneOf` unions (for OpenAPI documents). Default false. */
  discriminator?: boolean;
}

interface Entry {
  name: string;
  schema: JsonSchema | undefined;
}

export class JsonSchemaRegistry {
  readonly dialect: Dialect;
  readonly #refPrefix: string | undefined;
  readonly #entries = new Map<RequestClass, Partial<Record<JsonSchemaSide, Entry>>>();
  readonly #names = new Set<string>();
  readonly #inlining: Array<{ cls: RequestClass; io: JsonSchemaSide }> = [];
  #root: { cls: RequestClass; io: JsonSchemaSide } | undefined;

  constructor(options: JsonSchemaRegistryOptions) {
    const dialect = dialectOf(options.target);
    this.dialect = options.discriminator === true ? { ...dialect, discriminator: true } : dialect;
    this.#refPrefix = options.refPrefix;
  }

  /** The schema of `cls` as its root document describes it; references back to it become `$ref: '#'`. */
  rootSchema(cls: RequestClass, io: JsonSchemaSide): JsonSchema {
    this.#root = { cls, io };
    try {
      return this.#inline(cls, io);
    } finally {
      this.#root = undefined;
    }
  }

  /** A reference to `cls` (registered on first use), or the class inline when there is no home for definitions. */
  schemaOf(cls: RequestClass, io: JsonSchemaSide): JsonSchema {
    if (
      this.#root !== undefined &&
      this.#root.cls === cls &&
      this.#root.io === io &&
      this.#refPrefix !== undefined
    ) {
      return { $ref: '#' };
    }
    if (this.#refPrefix === undefined) return this.#inline(cls, io);
    const sides = this.#entries.get(cls) ?? {};
    this.#entries.set(cls, sides);
    let entry = sides[io];
    if (entry === undefined) {
      entry = { name: this.#nameFor(cls, io), schema: undefined };
      sides[io] = entry;
      entry.schema = classSchema(cls, io, this);
    }
    return { $ref: this.#refPrefix + encodePointer(entry.name) };
  }

  /** Every registered definition by name. */
  definitions(): Record<string, JsonSchema> {
    const out: Record<string, JsonSchema> = {};
    for (const sides of this.#entries.values()) {
      for (const entry of Object.values(sides))
        if (entry?.schema !== undefined) out[entry.name] = entry.schema;
    }
    return out;
  }

  #inline(cls: RequestClass, io: JsonSchemaSide): JsonSchema {
    if (this.#inlining.some((open) => open.cls === cls && open.io === io)) {
      throw new JsonSchemaConversionError(
        'recursiveInline',
        `${shapeOf(cls).className} refers to itself through @Items, and the ${this.dialect.target} target has no place for a definition it could refer to; use draft-2020-12 or draft-07, or an OpenAPI document`,
      );
    }
    this.#inlining.push({ cls, io });
    try {
      return classSchema(cls, io, this);
    } finally {
      this.#inlining.pop();
    }
  }

  #nameFor(cls: RequestClass, io: JsonSchemaSide): string {
    const base = shapeOf(cls).className.replace(/[^A-Za-z0-9._-]/g, '_') || 'Request';
    // The other side of the same class keeps its name and this one says which side it is.
    const otherSide = this.#entries.get(cls)?.[io === 'input' ? 'output' : 'input'];
    const preferred =
      otherSide === undefined ? base : `${otherSide.name}${io === 'input' ? 'Input' : 'Output'}`;
    let name = this.#names.has(preferred) ? undefined : preferred;
    for (let n = 2; name === undefined; n++)
      if (!this.#names.has(`${preferred}${n}`)) name = `${preferred}${n}`;
    this.#names.add(name);
    return name;
  }
}

/** JSON Pointer escaping (RFC 6901) of one reference token. */
function encodePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}
