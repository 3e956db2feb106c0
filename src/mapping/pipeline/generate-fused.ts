// The fused class function (docs/mapping.md, "The fused path"): for a class whose fields only
// read, validate with the built-in validator and cast with built-in casts (no hooks), one
// generated function reads each source, runs the field's checks inline, casts and keeps the
// value in a local — no run state, no payload object, no values array, no separate validation
// call — then creates the DTO and assigns. It only answers the valid case: at the first failure
// it returns `FAILED` and the handler maps the same input again through the general steps,
// which build the errors exactly as they always did. `@Items` call the nested class's fused
// function (read from its plan at run time: a class that nests itself is still compiling now).
// A value already of the field's type settles the field in its typed lane (typed-lane.ts); where
// every field has one, a whole-object lane tries them all before the per-field code (whole-lane.ts).
import { CodeWriter } from '../../shared/code-writer.js';
import type { FieldPlan } from '../../validator/compile-field.js';
import { writeFieldChecks } from '../../validator/generate.js';
import { CAST_FAILED } from '../casts/cast-failed.js';
import { castFloatKnown, castIntKnown } from '../casts/scalar-casts.js';
import type { ClassShape, FieldShape } from '../class-shape.js';
import { FieldReads } from './read-code.js';
import { FAILED, type Plan } from './run-state.js';
import { type TypedLane, typedLane } from './typed-lane.js';
import { everyFieldHasLane, writeWholeLane } from './whole-lane.js';
import { dtoFactoryOf, writeInstance } from './write-instance.js';

/** A fused class function: the filled DTO, or `FAILED` when anything in the tree is invalid. */
export type FusedClass = (
  main: Record<string, unknown>,
  route: Record<string, unknown>,
  context: Record<string, unknown>,
  maxDepth: number,
  maxItems: number,
  depth: number,
) => object | typeof FAILED;

/** What the fused function of one class is written from. */
export interface FusedInput {
  readonly shape: ClassShape;
  /** The built-in validator's plan of each field with rules, by field name. */
  readonly checks: ReadonlyMap<string, FieldPlan>;
  /** The plan of each `@Items` field's class, by field name. */
  readonly nested: ReadonlyMap<string, Plan>;
}

/**
 * The plan's fused function, built on first need: the handler asks on a class's second call,
 * a fused parent when it reaches the `@Items` of a nested class. Building it costs about as much
 * as the class's steps did; deferring it keeps that off the first request and off classes
 * mapped once.
 */
export function fusedOf(plan: Plan): FusedClass | null {
  const fuse = plan.fuse;
  if (fuse !== null) {
    plan.fuse = null;
    plan.fused = fuse();
  }
  return plan.fused;
}

/** Nested items see no route parameters (as in the general path). */
const noRoute: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

/** Names of the helpers every fused function uses. */
interface Helpers {
  readonly failed: string;
  readonly castFailed: string;
  readonly isArray: string;
}

/** Generates the fused function of `input.shape`; only called where `generatesCode` said yes. */
export function generateFused(input: FusedInput): FusedClass {
  const { shape } = input;
  const code = new CodeWriter();
  const helpers: Helpers = {
    failed: code.ref(FAILED, 'FAILED'),
    castFailed: code.ref(CAST_FAILED, 'CAST_FAILED'),
    isArray: code.ref(Array.isArray, 'isArray'),
  };
  const reads = new FieldReads(code);
  // The checks' second argument, the payload, which no fused rule reads (fused-class.ts).
  code.line('const d = undefined;');
  reads.prologue(shape.fields.map((field) => field.source));
  const factory = dtoFactoryOf(shape);
  const lanes = shape.fields.map((field) => typedLane(field, input.checks.get(field.name)));
  if (everyFieldHasLane(lanes)) writeWholeLane(code, reads, shape, lanes, factory);
  shape.fields.forEach((field, i) => {
    writeField(code, reads, input, helpers, field, lanes[i]!, i);
  });
  writeInstance(code, shape, factory, { prefix: 'x', alwaysPresent: false });
  code.line('return dto;');
  return code.compile<FusedClass>(['main', 'route', 'context', 'maxDepth', 'maxItems', 'depth']);
}

/** Leaves the field's value in `x<i>`, or returns `FAILED`. */
function writeField(
  code: CodeWriter,
  reads: FieldReads,
  input: FusedInput,
  helpers: Helpers,
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
    if (field.cast?.scalar === true) {
      code.line(`if (typeof v === "object" && v !== null && !(v instanceof Date)) return ${helpers.failed};`);
    }
    code.line(`${x} = v;`);
    if (plan !== undefined) {
      writeFieldChecks(code, plan, () => code.line(`return ${helpers.failed};`), {
        afterAbsent: () => code.line(`break field${i};`),
      });
    }
    writeCast(code, helpers, field, x, plan?.checks.some((check) => check.readsNumber) === true);
    writeItems(code, input, helpers, field, x);
  });
}

/** A built-in cast of a present, non-null value; `hasNumber`: `n` holds its number reading. */
function writeCast(
  code: CodeWriter,
  helpers: Helpers,
  field: FieldShape,
  x: string,
  hasNumber: boolean,
): void {
  const cast = field.cast;
  if (cast === null) return;
  const known = hasNumber && (cast.rule === 'int' || cast.rule === 'float');
  const fn = code.ref(known ? (cast.rule === 'int' ? castIntKnown : castFloatKnown) : cast.cast, 'cast');
  code.block(`if (${x} !== undefined && ${x} !== null)`, () => {
    code.line(known ? `${x} = ${fn}(${x}, n);` : `${x} = ${fn}(${x});`);
    code.line(`if (${x} === ${helpers.castFailed}) return ${helpers.failed};`);
  });
}

/** An `@Items` field: every element mapped by the nested class's fused function. */
function writeItems(
  code: CodeWriter,
  input: FusedInput,
  helpers: Helpers,
  field: FieldShape,
  x: string,
): void {
  const plan = input.nested.get(field.name);
  if (plan === undefined) return;
  const { failed, isArray } = helpers;
  const nullable = /(?:^|\|)\s*nullable\s*(?:\||$)/.test(field.rules ?? '');
  const nested = code.ref(plan, 'plan');
  const route = code.ref(noRoute, 'noRoute');
  code.block(nullable ? `if (${x} !== undefined && ${x} !== null)` : `if (${x} !== undefined)`, () => {
    code.line(
      `if (!${isArray}(${x}) || ${x}.length > maxItems || depth >= maxDepth) return ${failed};`,
      `const fusedItem = ${nested}.fused ?? ${code.ref(fusedOf, 'fusedOf')}(${nested});`,
      `if (fusedItem === null) return ${failed};`,
      `const dtos = new Array(${x}.length);`,
    );
    code.block(`for (let k = 0; k < ${x}.length; k++)`, () => {
      code.line(
        `const item = ${x}[k];`,
        `if (typeof item !== "object" || item === null || ${isArray}(item)) return ${failed};`,
        `const dto = fusedItem(item, ${route}, context, maxDepth, maxItems, depth + 1);`,
        `if (dto === ${failed}) return ${failed};`,
        'dtos[k] = dto;',
      );
    });
    code.line(`${x} = dtos;`);
  });
}
