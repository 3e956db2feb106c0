// The whole-object lane of a fast path (ARCHITECTURE.md, "Typed lanes"): where every field
// of a class has a lane, one straight run first reads each field and tests its lane — the
// type, own-ness, the checks' fast paths, the cast's "unchanged" test — and returns the DTO when
// all hold (in a class of more than 32 fields whose blueprint's fields it stores, the empty DTO
// comes first and the fields are stored as they hold; `new Cls()` runs only once all hold). A `@Nested` field's lane is a
// plain object handed to its class's fast path. The first field that does not hold leaves the
// lane, and the per-field code maps the input from the start. A JSON object of the expected types then costs no per-field
// block, which V8 runs faster.
//
// A class of more than `ONE_FUNCTION` fields is tested in chunks of `CHUNK` fields, one helper
// function each, which store the values into the DTO made before them (or, where the DTO's
// fields are not the class's in order, into one array): V8 does not optimise a function past a
// bytecode size that a few hundred lane fields reach. Smaller classes stay in one function,
// which runs faster than chunks at those widths (`npm run bench:warm`).
import { type CodeWriter, literal } from '../../compiler/code-writer.js';
import { textsFilled } from '../../validator/rules/presence.js';
import type { FieldWork } from './fast-path-work.js';
import { FieldReads } from './read-code.js';
import type { TypedLane } from './typed-lane.js';
import { type DtoRecipe, storesInFieldOrder, writeBlueprintFields, writeInstance } from './write-instance.js';

/** The most fields tested in the fast path's own function, and the fields per chunk above that. */
const ONE_FUNCTION = 160;
const CHUNK = 64;
/**
 * Where the lane stores a blueprint's fields and the class has more than `GROUPED_FROM` fields,
 * the lanes tested before their fields are stored: a narrow class compiles as fast storing at the
 * end, a wide one compiles faster in groups.
 */
const GROUPED_FROM = 32;
const STORE_GROUP = 8;
/**
 * From this many text fields with `required` (or `filled`), the one-function lane tests them
 * filled in one call of `textsFilled` after every other test, instead of one first-character test
 * each: TurboFan expands every `charCodeAt` into a walk over string representations, so a lane of
 * many such reads takes it far longer to compile (TurboFan 29 → 18 ms at 80 fields, 20 of them
 * text, for a steady call ~10 % slower). Below it, the inline tests compile about as fast and
 * run faster.
 */
const FILLED_TOGETHER_FROM = 8;

/** Whether the class can take the whole-object lane: at least one field, each with a lane. */
export function everyFieldHasLane(lanes: readonly (TypedLane | null)[]): lanes is readonly TypedLane[] {
  return lanes.length > 0 && lanes.every((lane) => lane !== null);
}

/** What writing the lane needs besides the class. */
export interface WholeLaneInput {
  readonly fields: readonly FieldWork[];
  /** Each field's lane: a typed lane, or an object lane for a `@Nested` field. */
  readonly lanes: readonly TypedLane[];
  readonly dto: DtoRecipe;
  /** The fast path's parameters, which each chunk takes too. */
  readonly parameters: readonly string[];
  /**
   * Writes the mapping of the plain object in `v` (a `@Nested` field) into `target`, or the
   * fast path's giving up.
   */
  readonly mapObject: (field: FieldWork, target: string) => void;
  /** Fields whose lane leaves out its filled test, which `textsFilled` asks of them all after. */
  readonly together?: ReadonlySet<number>;
}

/**
 * Writes the lane at the top of the fast path: it returns the DTO when every field takes its
 * lane, and otherwise carries on after it. Every field is present there, so the caller writes
 * it only where every key is read (`FieldReads.readable`).
 */
export function writeWholeLane(code: CodeWriter, input: WholeLaneInput): void {
  const { fields } = input;
  const all = fields.map((_, i) => i);
  if (all.length <= ONE_FUNCTION) {
    const reads = new FieldReads(code);
    const sources = fields.map((field) => field.read.source);
    reads.prologue(sources);
    code.block('whole:', () => {
      // `c`: the lanes' scratch local (`RuleDefinition.fastPath`).
      code.line(
        `if (!(${reads.plainCondition()} && ${reads.inheritsNone(sources)})) break whole;`,
        'let v, c;',
      );
      const { dto } = input;
      const unfilled = all.filter((i) => input.lanes[i]!.unfilledTest !== undefined);
      const together = new Set(unfilled.length >= FILLED_TOGETHER_FROM ? unfilled : []);
      const laneInput = { ...input, together };
      const testFilled = () => {
        if (together.size === 0) return;
        const locals = [...together].map((i) => `w${i}`).join(', ');
        code.line(`if (!${code.ref(textsFilled, 'textsFilled')}(${locals})) break whole;`);
      };
      if (dto.factory?.callerStores !== true || all.length <= GROUPED_FROM) {
        // Every value in a local, the DTO after: `new Cls()` may run user code, only once all hold.
        writeTests(code, reads, laneInput, all, 'break whole;', (i) => `w${i}`, 'const ');
        testFilled();
        writeInstance(code, dto, { local: (i) => `w${i}`, alwaysPresent: true });
      } else {
        // The empty DTO first, and the fields stored `STORE_GROUP` at a time once their lanes
        // hold: few values wait in locals, so each of V8's deoptimisation points keeps few alive
        // (its count of live values grows with every field read otherwise: a slower optimising
        // compile of a wide lane), while consecutive stores to the new object still fold into
        // one change of its shape.
        const test = (i: number) => {
          const value = writeTest(code, reads, laneInput, i, 'break whole;', `w${i}`, true);
          if (value !== 'v') return value;
          code.line(`const w${i} = v;`);
          return `w${i}`;
        };
        const rest = writeBlueprintFields(code, dto, dto.factory, test, STORE_GROUP);
        for (const i of rest) code.line(`dto[${literal(dto.names[i]!)}] = ${test(i)};`);
        // The DTO made so far is dropped when a text is blank: nothing but this lane has seen it.
        testFilled();
      }
      code.line('return dto;');
    });
    return;
  }
  // Where the DTO's fields are the class's, in order, each chunk stores its fields into the DTO
  // made first; otherwise the chunks leave the values in an array, and the DTO is made after.
  const construct = storesInFieldOrder(input.dto);
  // `into`, not `dto`: a nested object's mapping declares a `dto` of its own (write-fast-path.ts).
  const params = [...input.parameters, construct === null ? 'w' : 'into'];
  const args = [...input.parameters, construct === null ? 'w' : 'dto'];
  const chunks: string[] = [];
  for (let start = 0; start < all.length; start += CHUNK) {
    const indices = all.slice(start, start + CHUNK);
    const name = code.helper('lane', params, () => {
      const reads = new FieldReads(code);
      const sources = indices.map((i) => fields[i]!.read.source);
      reads.prologue(sources);
      code.line(
        `if (!(${reads.plainCondition()} && ${reads.inheritsNone(sources)})) return false;`,
        'let v, c;',
      );
      const store =
        construct === null
          ? (i: number) => `w[${i}]`
          : (i: number) => `into[${literal(input.dto.names[i]!)}]`;
      writeTests(code, reads, input, indices, 'return false;', store, '');
      code.line('return true;');
    });
    chunks.push(`${name}(${args.join(', ')})`);
  }
  // Each chunk answers true (all its lanes hold), false (one does not: the per-field code
  // follows), or the fast path's giving up (a nested object's class did not map it).
  code.line(
    construct === null
      ? `const w = new Array(${all.length});`
      : `const dto = new ${code.ref(construct, 'Blueprint')}();`,
  );
  chunks.forEach((call, k) => {
    code.line(k === 0 ? `let lane = ${call};` : `if (lane === true) lane = ${call};`);
  });
  code.block('if (lane === true)', () => {
    if (construct === null) writeInstance(code, input.dto, { local: (i) => `w[${i}]`, alwaysPresent: true });
    code.line('return dto;');
  });
  code.line(`if (lane !== false) return lane;`);
}

/** Tests the lanes of the fields at `indices`, leaving each value in `target(i)` (declared with `declare`). */
function writeTests(
  code: CodeWriter,
  reads: FieldReads,
  input: WholeLaneInput,
  indices: readonly number[],
  leave: string,
  target: (i: number) => string,
  declare: 'const ' | '',
): void {
  for (const i of indices) {
    const value = writeTest(code, reads, input, i, leave, target(i), declare !== '');
    if (value === 'v') code.line(`${declare}${target(i)} = v;`);
  }
}

/**
 * Reads field `i` and tests its lane (`leave` when it does not hold); returns where its value is:
 * `v` for a typed lane, for an object lane `objectTarget` (declared here with `let` when
 * `declare`), which takes the nested class's DTO.
 */
function writeTest(
  code: CodeWriter,
  reads: FieldReads,
  input: WholeLaneInput,
  i: number,
  leave: string,
  objectTarget: string,
  declare: boolean,
): string {
  const field = input.fields[i]!;
  // Every lane's test rules out `undefined`, and the lane only runs on plain objects.
  const own = reads.readOwnForLane(field.read.source, 'v')!;
  const lane = input.lanes[i]!;
  const laneTest = input.together?.has(i) === true ? lane.unfilledTest! : lane.test;
  const test = own === 'true' ? laneTest : `${laneTest} && ${own}`;
  if (lane.type !== 'object') {
    code.line(`if (!(${test})) ${leave}`);
    return 'v';
  }
  code.line(`if (!(${test} && depth < maxDepth)) ${leave}`);
  if (declare) code.line(`let ${objectTarget};`);
  code.block('', () => input.mapObject(field, objectTarget));
  return objectTarget;
}
