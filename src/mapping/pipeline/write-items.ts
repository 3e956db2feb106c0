// The generated backend of the @Items steps (step-specs.ts), written inline in a step list:
// the same checks, errors and order as the closures of items-steps.ts, but the call into the
// nested plan's steps is a call site of its own that always reaches the same function (V8
// inlines it), where the shared closures' call site sees every nested class of the
// application and goes megamorphic. The nested plan is read when the step runs, not when it is
// written, because a class that nests itself is still being compiled then. After a promise,
// the element loop and then the rest of the list carry on as closures.
import { type CodeWriter, literal } from '../../shared/code-writer.js';
import { itemObjectCode, writeItemsGuards } from './field-code.js';
import { collectItems, finishItems, refuseItems } from './items-steps.js';
import { FAILED, RunState, runSteps } from './run-state.js';
import type { StepSpec } from './step-specs.js';

type ItemsCollect = Extract<StepSpec, { kind: 'itemsCollect' }>;
type ItemsFinish = Extract<StepSpec, { kind: 'itemsFinish' }>;

/** What the items writers need of the step list they are written into (generate-steps.ts). */
export interface StepListWriter {
  readonly code: CodeWriter;
  /** The expression that runs the list's closures from step `position + 1` on. */
  resumeAfter(position: number): string;
}

/** `itemsCollectStep` inline: the block `items<i>` checks the list and collects each element. */
export function writeItemsCollect(writer: StepListWriter, spec: ItemsCollect, position: number): void {
  const { code } = writer;
  const { index } = spec;
  const field = literal(spec.name);
  const label = `items${index}`;
  const nested = code.ref(spec.plan, 'plan');
  const failed = code.ref(FAILED, 'FAILED');
  code.block(`${label}:`, () => {
    code.line(`const value = values[${index}];`);
    code.line(
      `if (value === undefined || value === ${failed}${spec.nullable ? ' || value === null' : ''}) break ${label};`,
    );
    const limits = { maxItems: 'state.maxItems', depth: 'state.depth', maxDepth: 'state.maxDepth' };
    writeItemsGuards(code, 'value', limits, (refusal) => {
      code.line(
        `${code.ref(refuseItems, 'refuseItems')}(state, ${index}, ${field}, ${literal(refusal)});`,
        `break ${label};`,
      );
    });
    code.line('const children = new Array(value.length);', `values[${index}] = children;`);
    code.block('for (let k = 0; k < value.length; k++)', () => {
      code.line('const item = value[k];');
      code.block(`if (!(${itemObjectCode(code, 'item')}))`, () => {
        code.line(`state.addError(${field} + "." + k, { rule: "object" });`, 'continue;');
      });
      code.line(
        `const child = ${code.ref(RunState, 'RunState')}.forItem(${nested}, item, state, ${field}, k);`,
        'children[k] = child;',
        `const steps = ${nested}.collect;`,
        `const pending = steps.length === 1 ? steps[0](child) : ${code.ref(runSteps, 'runSteps')}(steps, child, 0);`,
        `if (pending !== undefined) return pending.then(() => ${code.ref(collectItems, 'collectItems')}(state, ${nested}, ${field}, value, children, k + 1)).then(() => ${writer.resumeAfter(position)});`,
      );
    });
  });
}

/** `itemsFinishStep` inline: post-processes every element and puts the finished DTOs in place. */
export function writeItemsFinish(writer: StepListWriter, spec: ItemsFinish, position: number): void {
  const { code } = writer;
  const { index } = spec;
  const label = `items${index}`;
  const nested = code.ref(spec.plan, 'plan');
  code.block(`${label}:`, () => {
    code.line(`const children = values[${index}];`);
    code.line(`if (!${code.ref(Array.isArray, 'isArray')}(children)) break ${label};`);
    code.line('const dtos = new Array(children.length);');
    code.block('for (let k = 0; k < children.length; k++)', () => {
      code.line(
        'const child = children[k];',
        `const steps = ${nested}.finish;`,
        `const pending = steps.length === 1 ? steps[0](child) : ${code.ref(runSteps, 'runSteps')}(steps, child, 0);`,
      );
      code.block('if (pending !== undefined)', () => {
        code.line(
          `return pending.then(() => { dtos[k] = child.dto; return ${code.ref(finishItems, 'finishItems')}(state, ${index}, children, dtos, k + 1); }).then(() => ${writer.resumeAfter(position)});`,
        );
      });
      code.line('dtos[k] = child.dto;');
    });
    code.line(`values[${index}] = dtos;`);
  });
}
