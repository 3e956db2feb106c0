// The fused class function (docs/mapping.md, "The fused path"): for a class whose fields only
// read, validate with the built-in validator and cast with built-in casts (no hooks), one
// generated function reads each source, runs the field's checks inline, casts and keeps the
// value in a local — no run state, no payload object, no values array, no separate validation
// call — then creates the DTO and assigns. It only answers the valid case: at the first failure
// it returns `FAILED` and the handler maps the same input again through the general steps,
// which build the errors exactly as they always did. `@Items` call the nested class's fused
// function (read from its plan at run time: a class that nests itself is still compiling now).
import type { CodeWriter } from '../../shared/code-writer.js';
import { literal } from '../../shared/code-writer.js';
import type { FieldPlan } from '../../validator/compile-field.js';
import { writeChecks } from '../../validator/generate.js';
import { CAST_FAILED } from '../casts/cast-failed.js';
import { castFloatKnown, castIntKnown } from '../casts/scalar-casts.js';
import type { ClassShape, FieldShape } from '../class-shape.js';
import { FieldReads } from './read-code.js';
import { FAILED, type Plan } from './run-state.js';

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

/** Nested items see no route parameters (as in the general path). */
const noRoute: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

/** Writes the fused function of `input.shape` (a factory body for `instantiate`). */
export function writeFused(writer: CodeWriter, input: FusedInput): void {
  const { shape } = input;
  writer.arg('FAILED', FAILED);
  writer.arg('CAST_FAILED', CAST_FAILED);
  writer.arg('isArray', Array.isArray);
  const reads = new FieldReads(writer);
  const Cls = writer.ref(shape.cls, 'Cls');
  const locals = shape.fields.map(() => writer.local('x'));
  writer.block(
    'return function fused(main, route, context, maxDepth, maxItems, depth)',
    () => {
      reads.prologue(shape.fields.map((field) => field.source));
      shape.fields.forEach((field, i) => {
        writeField(writer, reads, input, field, locals[i]!);
      });
      writer.line(`const dto = new ${Cls}();`);
      shape.fields.forEach((field, i) => {
        writer.line(`if (${locals[i]} !== undefined) dto[${literal(field.name)}] = ${locals[i]};`);
      });
      writer.line('return dto;');
    },
    ';',
  );
}

function writeField(
  writer: CodeWriter,
  reads: FieldReads,
  input: FusedInput,
  field: FieldShape,
  x: string,
): void {
  writer.line(`let ${x};`);
  const present = reads.read(field.source, x);
  if (present === null) return; // a key the general path never reads either
  // Only own properties count: an inherited value is the same as an absent one.
  writer.line(`if (!(${present})) ${x} = undefined;`);
  if (field.cast?.scalar === true) {
    writer.line(`if (typeof ${x} === "object" && ${x} !== null && !(${x} instanceof Date)) return FAILED;`);
  }
  const plan = input.checks.get(field.name);
  const number = writer.local('n');
  const rest = () => {
    writeCast(writer, field, x, plan?.checks.some((c) => c.readsNumber) ? number : null);
    writeItems(writer, input, field, x);
  };
  if (plan === undefined) {
    rest();
    return;
  }
  // The checks see the payload as `d`; no rule that reads it is fused, so it is never built.
  writeChecks(writer, plan, { value: x, number, data: 'undefined' }, () => writer.line('return FAILED;'), {
    afterChecks: rest,
  });
  // Absent (or null and nullable): the general path neither casts nor maps items then.
}

/** A built-in cast of a present, non-null value; `number`: the local holding its number reading. */
function writeCast(writer: CodeWriter, field: FieldShape, x: string, number: string | null): void {
  const cast = field.cast;
  if (cast === null) return;
  const known = number !== null && (cast.rule === 'int' || cast.rule === 'float');
  const fn = writer.ref(known ? (cast.rule === 'int' ? castIntKnown : castFloatKnown) : cast.cast, 'cast');
  writer.block(`if (${x} !== undefined && ${x} !== null)`, () => {
    writer.line(known ? `${x} = ${fn}(${x}, ${number});` : `${x} = ${fn}(${x});`);
    writer.line(`if (${x} === CAST_FAILED) return FAILED;`);
  });
}

/** An `@Items` field: every element mapped by the nested class's fused function. */
function writeItems(writer: CodeWriter, input: FusedInput, field: FieldShape, x: string): void {
  const plan = input.nested.get(field.name);
  if (plan === undefined) return;
  const nullable = /(?:^|\|)\s*nullable\s*(?:\||$)/.test(field.rules ?? '');
  const nested = writer.ref(plan, 'plan');
  const route = writer.ref(noRoute, 'noRoute');
  const skip = nullable ? `${x} !== undefined && ${x} !== null` : `${x} !== undefined`;
  writer.block(`if (${skip})`, () => {
    writer.line(
      `if (!isArray(${x}) || ${x}.length > maxItems || depth >= maxDepth) return FAILED;`,
      `const fusedItem = ${nested}.fused;`,
      'if (fusedItem === null) return FAILED;',
      `const dtos = new Array(${x}.length);`,
    );
    writer.block(`for (let k = 0; k < ${x}.length; k++)`, () => {
      writer.line(
        `const item = ${x}[k];`,
        'if (typeof item !== "object" || item === null || isArray(item)) return FAILED;',
        `const dto = fusedItem(item, ${route}, context, maxDepth, maxItems, depth + 1);`,
        'if (dto === FAILED) return FAILED;',
        'dtos[k] = dto;',
      );
    });
    writer.line(`${x} = dtos;`);
  });
}
