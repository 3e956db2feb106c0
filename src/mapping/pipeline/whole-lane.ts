// The whole-object lane of a fast path (docs/mapping.md, "Typed lanes"): where every field
// of a class has a lane, one straight run first reads each field and tests its lane — the
// type, own-ness, the checks' fast paths, the cast's "unchanged" test — and builds the DTO at
// once when all hold. A `@Nested` field's lane is a plain object handed to its class's fast
// path. The first field that does not hold leaves the block, and the per-field code maps the
// input from the start as before. A JSON object of the expected types then costs no per-field
// block, which V8 runs faster (BENCHMARKS.md, "Typed lanes").
import type { CodeWriter } from '../../shared/code-writer.js';
import type { ClassShape, FieldShape } from '../class-shape.js';
import { itemObjectCode } from './field-code.js';
import type { FieldReads } from './read-code.js';
import type { ObjectLane, TypedLane } from './typed-lane.js';
import { type DtoFactory, writeInstance } from './write-instance.js';

export type WholeLane = TypedLane | ObjectLane;

/** Whether the class can take the whole-object lane: at least one field, each with a lane. */
export function everyFieldHasLane(lanes: readonly (WholeLane | null)[]): lanes is readonly WholeLane[] {
  return lanes.length > 0 && lanes.every((lane) => lane !== null);
}

/**
 * Writes the `whole:` block: the DTO returned when every field takes its lane. Every field is
 * present there, so the caller writes it only where every key is read (`FieldReads.readable`).
 * `mapObject` writes the mapping of the plain object in `v` (a `@Nested` field) into its
 * target local, or the fast path's giving up.
 */
export function writeWholeLane(
  code: CodeWriter,
  reads: FieldReads,
  shape: ClassShape,
  lanes: readonly WholeLane[],
  factory: DtoFactory,
  mapObject: (field: FieldShape, target: string) => void,
): void {
  code.block('whole:', () => {
    code.line('let v;');
    shape.fields.forEach((field, i) => {
      const own = reads.read(field.source, 'v')!;
      const lane = lanes[i]!;
      if (lane.type !== 'object') {
        code.line(`if (!(${lane.test} && ${own})) break whole;`);
        code.line(`const w${i} = v;`);
        return;
      }
      code.line(`if (!(${itemObjectCode(code, 'v')} && ${own} && depth < maxDepth)) break whole;`);
      code.line(`let w${i};`);
      code.block('', () => mapObject(field, `w${i}`));
    });
    writeInstance(code, shape, factory, { prefix: 'w', alwaysPresent: true });
    code.line('return dto;');
  });
}
