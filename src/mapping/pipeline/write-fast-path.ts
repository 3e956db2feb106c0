// The fast path of a plan (ARCHITECTURE.md, "The fast path"): its specs (step-specs.ts), as
// gathered per field by fast-path.ts, written as one function for the valid case. It reads each
// source, runs the field's checks inline (the `validate` spec's field plans), casts and keeps
// the value in a local — no run state, no payload object, no values array, no separate
// validation call — then creates the DTO. At the first failure it answers `NOT_HANDLED` and the
// handler maps the same input again through the steps, which build the errors. Each spec kind
// is written by the steps' own writer (read-code.ts, field-code.ts, `writeFieldChecks`) with
// "give up" as its failure. `@Items` and `@Nested` call the nested class's fast path (read from
// its plan at run time: a class that nests itself is still compiling now). A value already of
// the field's type settles the field in its typed lane (typed-lane.ts); where every field has
// one, a whole-object lane tries them all before the per-field code (whole-lane.ts).
import { CodeWriter } from '../../compiler/code-writer.js';
import { generatingFor } from '../../compiler/generated-record.js';
import { writeFieldChecks } from '../../validator/generate.js';
import type { RequestClass } from '../class-shape.js';
import type { FieldWork } from './fast-path-work.js';
import {
  itemObjectCode,
  nonScalarCode,
  writeCast,
  writeItemsGuards,
  writeNestedGuards,
} from './field-code.js';
import { type PlanChoice, writeBranchPlan } from './plan-choice.js';
import { FieldReads, isReadable } from './read-code.js';
import { type BuiltFastPath, type FastPath, NOT_HANDLED, type Plan } from './run-state.js';
import { type TypedLane, typedLane, wholeObjectLane } from './typed-lane.js';
import { everyFieldHasLane, writeWholeLane } from './whole-lane.js';
import { type DtoRecipe, writeInstance } from './write-instance.js';

/** What the fast path of one plan is written from. */
export interface FastPathInput {
  /** The class whose DTO it creates. */
  readonly cls: RequestClass;
  /** Each field's work, in field order (`fastPathWork`). */
  readonly fields: readonly FieldWork[];
  /** A nested plan's fast path, built on first need (fast-path.ts). */
  readonly fastPathOf: (plan: Plan) => FastPath | null;
  /**
   * `fields` gathered afresh, for the per-field code written later: the validator hands its field
   * plans over once (validate-step.ts), so a compiled class keeps only what its code references.
   */
  readonly fieldsAgain: () => readonly FieldWork[];
  /** How the DTO is made (`dtoRecipeOf`), which the first tier shares. */
  readonly dto: DtoRecipe;
}

/** Nested items see no route parameters (as in the general path). */
const noRoute: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

/** The fast path's parameters, which its per-field code and the lane's chunks take too. */
const parameters = ['main', 'route', 'context', 'maxDepth', 'maxItems', 'depth'] as const;

/** Writes the fast path of a plan whose specs `fastPathWork` took. */
export function writeFastPath(input: FastPathInput): BuiltFastPath {
  const { fields } = input;
  const code = new CodeWriter();
  const { dto } = input;
  const lanes = fields.map((field) => typedLane(field, code));
  const wholeLanes = fields.map((field, i) => lanes[i] ?? wholeObjectLane(field, code));
  if (!everyFieldHasLane(wholeLanes) || !fields.every((field) => isReadable(field.read.source))) {
    writeFields(code, input, lanes, dto);
    return { run: code.compile<FastPath>(parameters, 'mapping.fast-path'), complete: null };
  }
  // The per-field code is a function of its own, written and compiled when the whole-object
  // lane first does not hold: a class whose input always arrives typed never pays for it, and
  // the lane alone is a smaller function, which V8 compiles sooner and tiers up after fewer calls.
  const perField = new DeferredFields(perFieldWriter(input.cls, input.fastPathOf, input.fieldsAgain, dto));
  const giveUp = `return ${code.ref(NOT_HANDLED, 'NOT_HANDLED')};`;
  writeWholeLane(code, {
    fields,
    lanes: wholeLanes,
    dto,
    parameters,
    // A nested object its class's fast path does not map would not be mapped by the per-field
    // code either (same value, same guards): the lane gives up at once.
    mapObject: (field, target) => {
      writeNestedObject(code, input, giveUp, field, 'v');
      code.line(`${target} = dto;`);
    },
  });
  code.line(`return ${code.ref(perField, 'perField')}.run(${parameters.join(', ')});`);
  return { run: code.compile<FastPath>(parameters, 'mapping.fast-path'), complete: perField.complete };
}

/**
 * Writes and compiles the per-field code when called. A function of its own, so that the closure
 * it returns keeps only these values: one made inside `writeFastPath` would share that function's
 * scope with the lane's writing callbacks, and with it the code writer and every field's plan.
 */
function perFieldWriter(
  cls: RequestClass,
  fastPathOf: FastPathInput['fastPathOf'],
  fieldsAgain: FastPathInput['fieldsAgain'],
  dto: DtoRecipe,
): () => FastPath {
  return () =>
    generatingFor(cls.name, () => {
      const code = new CodeWriter();
      const input = { cls, fastPathOf, fieldsAgain, dto, fields: fieldsAgain() };
      const lanes = input.fields.map((field) => typedLane(field, code));
      writeFields(code, input, lanes, dto);
      return code.compile<FastPath>(parameters, 'mapping.fast-path');
    });
}

/** Whether `value` is the per-field code behind a whole-object lane (an ahead-of-time build asks). */
export function isDeferredFields(value: unknown): boolean {
  return value instanceof DeferredFields;
}

/**
 * The per-field code behind a whole-object lane: `run` compiles it on its first call and is then
 * the compiled function itself.
 */
class DeferredFields {
  run: FastPath;
  #write: (() => FastPath) | null;

  constructor(write: () => FastPath) {
    this.#write = write;
    this.run = (main, route, context, maxDepth, maxItems, depth) =>
      this.compile()(main, route, context, maxDepth, maxItems, depth);
  }

  /** `compile`, bound: what the plan keeps to complete the fast path (`completeFastPath`). */
  readonly complete = (): void => {
    this.compile();
  };

  compile(): FastPath {
    const write = this.#write;
    if (write === null) return this.run;
    const compiled = write();
    // The writer keeps the class's specs: let it go once it has written.
    this.#write = null;
    this.run = compiled;
    return compiled;
  }
}

/** Writes the per-field code: each field read, checked and cast on its own, then the DTO. */
function writeFields(
  code: CodeWriter,
  input: FastPathInput,
  lanes: readonly (TypedLane | null)[],
  dto: DtoRecipe,
): void {
  const giveUp = `return ${code.ref(NOT_HANDLED, 'NOT_HANDLED')};`;
  const reads = new FieldReads(code);
  // The checks' second argument, the payload, which no rule of a fast path reads (fast-path.ts).
  code.line('const d = undefined;');
  reads.prologue(input.fields.map((field) => field.read.source));
  input.fields.forEach((field, i) => {
    writeField(code, reads, input, giveUp, field, lanes[i]!, i);
  });
  writeInstance(code, dto, { local: (i) => `x${i}`, alwaysPresent: false });
  code.line('return dto;');
}

/** Leaves the field's value in `x<i>`, or gives up (`giveUp` is the statement that does). */
function writeField(
  code: CodeWriter,
  reads: FieldReads,
  input: FastPathInput,
  giveUp: string,
  field: FieldWork,
  lane: TypedLane | null,
  i: number,
): void {
  const x = `x${i}`;
  code.line(`let ${x};`);
  code.block(`field${i}:`, () => {
    // `c`: the lane's scratch local (`RuleDefinition.fastPath`).
    code.line(lane === null ? 'let v;' : 'let v, c;');
    // Only own properties count: an inherited value is the same as an absent one. A key the
    // general path never reads (unsafe) stays absent, and its implicit rules still run.
    const present = reads.read(field.read.source, 'v');
    if (present !== null) code.line(`if (!(${present})) v = undefined;`);
    const plan = field.checks;
    if (lane !== null) {
      code.block(`if (${lane.test})`, () => code.line(`${x} = v;`, `break field${i};`));
    }
    if (field.read.scalar) code.line(`if (${nonScalarCode('v')}) ${giveUp}`);
    code.line(`${x} = v;`);
    if (plan !== undefined) {
      writeFieldChecks(code, plan, () => code.line(giveUp), {
        afterAbsent: () => code.line(`break field${i};`),
      });
    }
    const cast = field.cast;
    if (cast !== null) {
      // `n`: the checks' reading of the value as a number, when a check read one.
      const number = plan?.checks.some((check) => check.readsNumber) === true ? 'n' : undefined;
      code.block(`if (${x} !== undefined && ${x} !== null)`, () =>
        writeCast(code, cast, x, number, () => code.line(giveUp)),
      );
    }
    writeItems(code, input, giveUp, field, x);
  });
}

/**
 * An `@Items` field (every element) or a `@Nested` field (the object) mapped by the fast path
 * of its class, or of the union branch its tag names.
 */
function writeItems(
  code: CodeWriter,
  input: FastPathInput,
  giveUp: string,
  field: FieldWork,
  x: string,
): void {
  const nested = field.nested;
  if (nested === null) return;
  const { choice } = nested;
  const present = nested.nullable ? `${x} !== undefined && ${x} !== null` : `${x} !== undefined`;
  code.block(`if (${present})`, () => {
    if (nested.kind === 'nestedCollect') {
      writeNestedGuards(code, x, { depth: 'depth', maxDepth: 'maxDepth' }, () => code.line(giveUp));
      writeNestedObject(code, input, giveUp, field, x);
      code.line(`${x} = dto;`);
      return;
    }
    writeItemsGuards(code, x, { maxItems: 'maxItems', depth: 'depth', maxDepth: 'maxDepth' }, () =>
      code.line(giveUp),
    );
    if (choice.tag === undefined) writeFindFastPath(code, input, choice, giveUp, '');
    code.line(`const dtos = new Array(${x}.length);`);
    code.block(`for (let k = 0; k < ${x}.length; k++)`, () => {
      code.line(`const item = ${x}[k];`, `if (!(${itemObjectCode(code, 'item')})) ${giveUp}`);
      if (choice.tag !== undefined) writeFindFastPath(code, input, choice, giveUp, 'item');
      writeMapObject(code, giveUp, 'item');
      code.line('dtos[k] = dto;');
    });
    code.line(`${x} = dtos;`);
  });
}

/** Writes `const dto = …`: the plain object in `item` (guards passed) mapped by the `@Nested` field's class. */
function writeNestedObject(
  code: CodeWriter,
  input: FastPathInput,
  giveUp: string,
  field: FieldWork,
  item: string,
): void {
  writeFindFastPath(code, input, field.nested!.choice, giveUp, item);
  writeMapObject(code, giveUp, item);
}

/** Writes `const itemFastPath = …` for one class (hoisted out of a loop) or the branch `item` names. */
function writeFindFastPath(
  code: CodeWriter,
  input: FastPathInput,
  choice: PlanChoice,
  giveUp: string,
  item: string,
): void {
  const fastPathOf = code.ref(input.fastPathOf, 'fastPathOf');
  if (choice.tag === undefined) {
    const plan = code.ref(choice.plan, 'plan');
    code.line(`const itemFastPath = ${plan}.fastPath ?? ${fastPathOf}(${plan});`);
  } else {
    writeBranchPlan(code, choice, item);
    code.line(
      `if (branch === undefined) ${giveUp}`,
      `const itemFastPath = branch.fastPath ?? ${fastPathOf}(branch);`,
    );
  }
  code.line(`if (itemFastPath === null) ${giveUp}`);
}

/** Writes `const dto = …` for the object in `item`, mapped one level deeper. */
function writeMapObject(code: CodeWriter, giveUp: string, item: string): void {
  const route = code.ref(noRoute, 'noRoute');
  const notHandled = code.ref(NOT_HANDLED, 'NOT_HANDLED');
  code.line(
    `const dto = itemFastPath(${item}, ${route}, context, maxDepth, maxItems, depth + 1);`,
    `if (dto === ${notHandled}) ${giveUp}`,
  );
}
