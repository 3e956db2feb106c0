// The API that `npm run bench:app` generates four times: one description, drawn from a seeded
// PRNG, that every stack's emitter turns into its own idiomatic source. Same resources, same
// fields and rules, same sample payloads and the same answers, so that whatever differs in the
// measurements is the stack.

/** mulberry32: a 32-bit seeded PRNG, small and good enough to draw an API from. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SEED = 28;
export const VERSIONS = ['v1', 'v2'] as const;

export type Field =
  | { name: string; required: boolean; kind: 'string'; min: number; max: number }
  | { name: string; required: boolean; kind: 'integer'; min: number; max: number }
  | { name: string; required: boolean; kind: 'number'; min: number; max: number }
  | { name: string; required: boolean; kind: 'boolean' }
  | { name: string; required: boolean; kind: 'email' }
  | { name: string; required: boolean; kind: 'uuid' }
  | { name: string; required: boolean; kind: 'enum'; values: readonly string[] };

/** An array of item objects: required, 1 … `maxItems` elements, each mapped through `fields`. */
export interface ItemList {
  name: string;
  maxItems: number;
  fields: readonly Field[];
}

export interface Resource {
  /** `res0` … `res99`: the path segment and the stem of every class and schema name. */
  name: string;
  /** The POST and PUT body: 6–15 scalar fields (the item list, where there is one, comes on top). */
  fields: readonly Field[];
  items: ItemList | null;
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
}

export interface Api {
  seed: number;
  resources: readonly Resource[];
  /** The resource measured under load: POST with exactly 10 scalar fields and no items. */
  postTarget: Resource;
  /** The resource measured under load with PUT: nested items. */
  putTarget: Resource;
}

const NAMES = [
  'title',
  'code',
  'label',
  'owner',
  'email',
  'contact',
  'status',
  'priority',
  'amount',
  'quantity',
  'weight',
  'rating',
  'score',
  'region',
  'country',
  'city',
  'street',
  'notes',
  'summary',
  'active',
  'archived',
  'visible',
  'reference',
  'externalId',
  'category',
  'color',
  'size',
  'level',
  'kind',
  'channel',
  'source',
  'language',
  'currency',
  'limit',
  'offset',
] as const;
const WORDS = ['draft', 'open', 'closed', 'pending', 'urgent', 'low', 'high', 'north', 'south', 'blue'];
const SCALAR_KINDS = ['string', 'string', 'integer', 'number', 'boolean', 'email', 'uuid', 'enum'] as const;
const ITEM_KINDS = ['string', 'integer', 'number', 'boolean'] as const;

/** The list route's query: the same four parameters on every resource. */
export const LIST_QUERY = { valid: 'page=2&perPage=10&order=desc', invalid: 'page=0&perPage=500' };

function draw(random: () => number) {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)]!;
  return { int, pick };
}

function field(random: () => number, name: string, kind: Field['kind'], required: boolean): Field {
  const { int, pick } = draw(random);
  switch (kind) {
    case 'string':
      return { name, required, kind, min: int(1, 3), max: pick([40, 80, 120, 255]) };
    case 'integer':
    case 'number':
      return { name, required, kind, min: 0, max: pick([100, 1000, 100000]) };
    case 'enum': {
      const start = int(0, WORDS.length - 3);
      return { name, required, kind, values: WORDS.slice(start, start + int(2, 3)) };
    }
    default:
      return { name, required, kind };
  }
}

function validValue(random: () => number, field: Field): unknown {
  const { int, pick } = draw(random);
  switch (field.kind) {
    case 'string':
      return `${pick(WORDS)} ${pick(WORDS)}`.slice(0, field.max);
    case 'integer':
      return int(field.min, field.max);
    case 'number':
      return int(field.min * 100, field.max * 100) / 100;
    case 'boolean':
      return random() < 0.5;
    case 'email':
      return `${pick(WORDS)}.${int(1, 999)}@example.com`;
    case 'uuid':
      return `0f8fad5b-d9cb-469f-a165-70867728${String(int(0, 9999)).padStart(4, '0')}`;
    case 'enum':
      return pick(field.values);
  }
}

/**
 * A value every stack must refuse for this field. Not a number for a string: Fastify's Ajv
 * coerces types (`12345` would pass as `'12345'`), so strings are refused by length instead.
 */
function invalidValue(field: Field): unknown {
  switch (field.kind) {
    case 'string':
      return 'x'.repeat(field.max + 1);
    case 'email':
      return 'not-an-email';
    case 'uuid':
      return 'not-a-uuid';
    case 'enum':
      return 'none-of-these';
    default:
      return 'not-a-number-or-flag';
  }
}

function fieldsOf(random: () => number, count: number, kinds: readonly Field['kind'][]): Field[] {
  const { pick } = draw(random);
  const names: string[] = [...NAMES];
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [names[i], names[j]] = [names[j]!, names[i]!];
  }
  names.length = count;
  // The first field is always required, so an invalid payload always has something to refuse.
  return names.map((name, i) => field(random, name, pick(kinds), i === 0 || random() < 0.75));
}

/**
 * Draws the API: 100 resources, each with 6–15 body fields; every third resource (1, 4, 7, …)
 * also takes a list of 1–50 items of 3–5 fields. The resources measured under load sit in the
 * middle of the table, so that a router pays what an average route costs: the one at half the
 * count is pinned to 10 fields without items (the POST target), the next with items is the PUT
 * target.
 */
export function generateApi(resourceCount = 100, seed = SEED): Api {
  const random = prng(seed);
  const { int } = draw(random);
  const resources: Resource[] = [];
  const middle = resourceCount >> 1;
  const postTarget = middle % 3 === 1 ? middle + 1 : middle;
  const putTarget = postTarget + ((1 - postTarget + 3 * resourceCount) % 3);
  for (let r = 0; r < resourceCount; r++) {
    const fields = fieldsOf(random, r === postTarget ? 10 : int(6, 15), SCALAR_KINDS);
    const items =
      r % 3 === 1 ? { name: 'lines', maxItems: 50, fields: fieldsOf(random, int(3, 5), ITEM_KINDS) } : null;
    const valid: Record<string, unknown> = {};
    for (const f of fields) valid[f.name] = validValue(random, f);
    if (items) {
      valid[items.name] = Array.from({ length: 5 }, () => {
        const item: Record<string, unknown> = {};
        for (const f of items.fields) item[f.name] = validValue(random, f);
        return item;
      });
    }
    const invalid = { ...valid };
    for (const f of fields.slice(0, 3)) invalid[f.name] = invalidValue(f);
    resources.push({ name: `res${r}`, fields, items, valid, invalid });
  }
  return { seed, resources, postTarget: resources[postTarget]!, putTarget: resources[putTarget]! };
}

/** `res12` → `Res12`: the stem of a resource's class and schema names. */
export function typeName(resource: Resource): string {
  return resource.name[0]!.toUpperCase() + resource.name.slice(1);
}
