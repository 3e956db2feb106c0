// The fast path of a class (docs/mapping.md, "The fast path"): for a class whose fields only
// read, validate with the built-in validator and cast with built-in casts (no hooks), one
// generated function reads each source, runs the field's checks inline, casts and keeps the
// value in a local — no run state, no payload object, no values array, no separate validation
// call — then creates the DTO. It only answers the valid case: at the first failure it answers
// `NOT_HANDLED` and the handler maps the same input again through the steps, which build the
// errors. Reads, the scalar guard, casts and the `@Items` guards are the steps' own writers
// (read-code.ts, field-code.ts) with "give up" as their failure. `@Items` call the nested
// class's fast path (read from its plan at run time: a class that nests itself is still
// compiling now). A value already of the field's type settles the field in its typed lane
// (typed-lane.ts); where every field has one, a whole-object lane tries them all before the
// per-field code (whole-lane.ts).
import { CodeWriter } from '../../shared/code-writer.js';
import type { CompiledCheck, FieldPlan } from '../../validator/compile-field.js';
import { writeFieldChecks } from '../../validator/generate.js';
import type { ClassShape, FieldShape } from '../class-shape.js';
import {
  itemObjectCode,
  nonScalarCode,
  nullableField,
  writeCast,
  writeItemsGuards,
  writeNestedGuards,
} from './field-code.js';
import { type PlanChoice, writeBranchPlan } from './plan-choice.js';
import { FieldReads, isReadable } from './read-code.js';
import { type FastPath, NOT_HANDLED, type Plan } from './run-state.js';
import { objectLane, type TypedLane, typedLane } from './typed-lane.js';
import { everyFieldHasLane, writeWholeLane } from './whole-lane.js';
import { type DtoFactory, dtoFactoryOf, writeInstance } from './write-instance.js';

/** What the fast path of one class is written from. */
export interface FastPathInput {
  readonly shape: ClassShape;
  /** The built-in validator's plan of each field with rules, by field name. */
  readonly checks: ReadonlyMap<string, FieldPlan>;
  /** The plans of each `@Items` and `@Nested` field, by field name. */
  readonly nested: ReadonlyMap<string, PlanChoice>;
  /** A nested plan's fast path, built on first need (fast-path.ts). */
  readonly fastPathOf: (plan: Plan) => FastPath | null;
}

/** Nested items see no route parameters (as in the general path). */
const noRoute: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

/** The fast path's parameters, which its per-field helper takes too. */
const parameters = ['main', 'route', 'context', 'maxDepth', 'maxItems', 'depth'] as const;

/** Writes the fast path of `input.shape`; only called where `generatesCode` said yes. */
export function writeFastPath(input: FastPathInput): FastPath {
  const { shape } = input;
  const code = new CodeWriter();
  const factory = dtoFactoryOf(shape);
  const testOf = (check: CompiledCheck) => code.ref(check.test, 'test');
  const lanes = shape.fields.map((field) => typedLane(field, input.checks.get(field.name), testOf));
  const wholeLanes = shape.fields.map(
    (field, i) => lanes[i] ?? objectLane(field, input.checks.get(field.name)),
  );
  if (!everyFieldHasLane(wholeLanes) || !shape.fields.every((field) => isReadable(field.source))) {
    writeFields(code, input, lanes, factory);
    return code.compile<FastPath>(parameters);
  }
  // The per-field code goes into a helper of its own, called only when the whole-object lane
  // does not hold: V8 tiers a function up after an amount of work that grows with its size, so
  // the lane alone reaches optimised code after fewer calls, and compiles sooner, than the lane
  // and every field's general code in one function (BENCHMARKS.md, "Warm phase").
  const fields = code.helper('fields', parameters, () => writeFields(code, input, lanes, factory));
  const giveUp = `return ${code.ref(NOT_HANDLED, 'NOT_HANDLED')};`;
  writeWholeLane(code, {
    shape,
    lanes: wholeLanes,
    factory,
    parameters,
    // A nested object its class's fast path does not map would not be mapped by the per-field
    // code either (same value, same guards): the lane gives up at once.
    mapObject: (field, target) => {
      writeNestedObject(code, input, giveUp, field, 'v');
      code.line(`${target} = dto;`);
    },
  });
  code.line(`return ${fields}(${parameters.join(', ')});`);
  return code.compile<FastPath>(parameters);
}

/** Writes the per-field code: each field read, checked and cast on its own, then the DTO. */
function writeFields(
  code: CodeWriter,
  input: FastPathInput,
  lanes: readonly (TypedLane | null)[],
  factory: DtoFactory,
): void {
  const { shape } = input;
  const giveUp = `return ${code.ref(NOT_HANDLED, 'NOT_HANDLED')};`;
  const reads = new FieldReads(code);
  // The checks' second argument, the payload, which no rule of a fast path reads (fast-path.ts).
  code.line('const d = undefined;');
  reads.prologue(shape.fields.map((field) => field.source));
  shape.fields.forEach((field, i) => {
    writeField(code, reads, input, giveUp, field, lanes[i]!, i);
  });
  writeInstance(code, shape, factory, { local: (i) => `x${i}`, alwaysPresent: false });
  code.line('return dto;');
}

/** Leaves the field's value in `x<i>`, or gives up (`giveUp` is the statement that does). */
function writeField(
  code: CodeWriter,
  reads: FieldReads,
  input: FastPathInput,
  giveUp: string,
  field: FieldShape,
  lane: TypedLane | null,
  i: number,
): void {
  const x = `x${i}`;
  code.line(`let ${x};`);
  code.block(`field${i}:`, () => {
    code.line('let v;');
    // Only own properties count: an inherited value is the same as an absent one. A key the
    // general path never reads (unsafe) stays absent, and its implicit rules still run.
    const present = reads.read(field.source, 'v');
    if (present !== null) code.line(`if (!(${present})) v = undefined;`);
    const plan = input.checks.get(field.name);
    if (lane !== null) {
      code.block(`if (${lane.test})`, () => code.line(`${x} = v;`, `break field${i};`));
    }
    if (field.cast?.scalar === true) code.line(`if (${nonScalarCode('v')}) ${giveUp}`);
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
  field: FieldShape,
  x: string,
): void {
  const choice = input.nested.get(field.name);
  if (choice === undefined) return;
  const present = nullableField(field) ? `${x} !== undefined && ${x} !== null` : `${x} !== undefined`;
  code.block(`if (${present})`, () => {
    if (field.nested !== undefined) {
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
  field: FieldShape,
  item: string,
): void {
  writeFindFastPath(code, input, input.nested.get(field.name)!, giveUp, item);
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
