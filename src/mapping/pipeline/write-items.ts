// The generated backend of the @Items and @Nested steps (step-specs.ts), written inline in a
// step list: the same checks, errors and order as the closures of items-steps.ts and
// nested-steps.ts, but the call into the nested plan's steps is a call site of its own that
// always reaches the same function (V8 inlines it), where the shared closures' call site sees
// every nested class of the application and goes megamorphic. The nested plan's steps are read
// when the step runs, not when it is written, because a class that nests itself is still being
// compiled then. After a promise, the element loop and then the rest of the list carry on as
// closures.
import { type CodeWriter, literal } from '../../compiler/code-writer.js';
import { itemObjectCode, writeItemsGuards, writeNestedGuards } from './field-code.js';
import { collectItems, finishItems, refuseItems } from './items-steps.js';
import { type PlanChoice, startChild } from './plan-choice.js';
import { FAILED, RunState, runSteps } from './run-state.js';
import type { StepSpec } from './step-specs.js';

type ItemsCollect = Extract<StepSpec, { kind: 'itemsCollect' }>;
type ItemsFinish = Extract<StepSpec, { kind: 'itemsFinish' }>;
type NestedCollect = Extract<StepSpec, { kind: 'nestedCollect' }>;
type NestedFinish = Extract<StepSpec, { kind: 'nestedFinish' }>;

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
      writeChild(writer, spec.choice, 'item', field, 'k', () => code.line('continue;'));
      code.line(
        'children[k] = child;',
        `const steps = ${stepsOf(writer, spec.choice, 'collect')};`,
        `const pending = steps.length === 1 ? steps[0](child) : ${code.ref(runSteps, 'runSteps')}(steps, child, 0);`,
        `if (pending !== undefined) return pending.then(() => ${code.ref(collectItems, 'collectItems')}(state, ${code.ref(spec.choice, 'choice')}, ${field}, value, children, k + 1)).then(() => ${writer.resumeAfter(position)});`,
      );
    });
  });
}

/** `itemsFinishStep` inline: post-processes every element and puts the finished DTOs in place. */
export function writeItemsFinish(writer: StepListWriter, spec: ItemsFinish, position: number): void {
  const { code } = writer;
  const { index } = spec;
  const label = `items${index}`;
  code.block(`${label}:`, () => {
    code.line(`const children = values[${index}];`);
    code.line(`if (!${code.ref(Array.isArray, 'isArray')}(children)) break ${label};`);
    code.line('const dtos = new Array(children.length);');
    code.block('for (let k = 0; k < children.length; k++)', () => {
      code.line(
        'const child = children[k];',
        `const steps = ${stepsOf(writer, spec.choice, 'finish')};`,
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

/** `nestedCollectStep` inline: the block `nested<i>` checks the object and collects it. */
export function writeNestedCollect(writer: StepListWriter, spec: NestedCollect, position: number): void {
  const { code } = writer;
  const { index } = spec;
  const field = literal(spec.name);
  const label = `nested${index}`;
  const failed = code.ref(FAILED, 'FAILED');
  code.block(`${label}:`, () => {
    code.line(`const value = values[${index}];`);
    code.line(
      `if (value === undefined || value === ${failed}${spec.nullable ? ' || value === null' : ''}) break ${label};`,
    );
    writeNestedGuards(code, 'value', { depth: 'state.depth', maxDepth: 'state.maxDepth' }, (refusal) => {
      code.line(`state.fail(${index}, ${field}, ${literal(refusal)});`, `break ${label};`);
    });
    writeChild(writer, spec.choice, 'value', field, '-1', () =>
      code.line(`values[${index}] = ${failed};`, `break ${label};`),
    );
    code.line(
      `values[${index}] = child;`,
      `const steps = ${stepsOf(writer, spec.choice, 'collect')};`,
      `const pending = steps.length === 1 ? steps[0](child) : ${code.ref(runSteps, 'runSteps')}(steps, child, 0);`,
      `if (pending !== undefined) return pending.then(() => ${writer.resumeAfter(position)});`,
    );
  });
}

/** `nestedFinishStep` inline: post-processes the nested object and puts its DTO in place. */
export function writeNestedFinish(writer: StepListWriter, spec: NestedFinish, position: number): void {
  const { code } = writer;
  const { index } = spec;
  const label = `nested${index}`;
  code.block(`${label}:`, () => {
    code.line(
      `const child = values[${index}];`,
      `if (!(child instanceof ${code.ref(RunState, 'RunState')})) break ${label};`,
      `const steps = ${stepsOf(writer, spec.choice, 'finish')};`,
      `const pending = steps.length === 1 ? steps[0](child) : ${code.ref(runSteps, 'runSteps')}(steps, child, 0);`,
      `if (pending !== undefined) return pending.then(() => { values[${index}] = child.dto; return ${writer.resumeAfter(position)}; });`,
      `values[${index}] = child.dto;`,
    );
  });
}

/**
 * Writes `const child = …`: the child state of the object in the local `item`, index `k`
 * (-1: a nested object). A single class's plan is a constant; a union's goes through
 * `startChild`, and `onNoBranch` writes what a tag naming no branch does.
 */
function writeChild(
  writer: StepListWriter,
  choice: PlanChoice,
  item: string,
  field: string,
  k: string,
  onNoBranch: () => void,
): void {
  const { code } = writer;
  if (choice.tag === undefined) {
    code.line(
      `const child = ${code.ref(RunState, 'RunState')}.forItem(${code.ref(choice.plan, 'plan')}, ${item}, state, ${field}, ${k});`,
    );
    return;
  }
  code.line(
    `const child = ${code.ref(startChild, 'startChild')}(state, ${code.ref(choice, 'choice')}, ${item}, ${field}, ${k});`,
  );
  code.block('if (child === undefined)', onNoBranch);
}

/**
 * The expression for the child's steps of one phase: read from the one class's plan (a
 * constant, so V8 sees one target), or from the branch the child was mapped with.
 */
function stepsOf(writer: StepListWriter, choice: PlanChoice, phase: 'collect' | 'finish'): string {
  return choice.tag === undefined
    ? `${writer.code.ref(choice.plan, 'plan')}.${phase}`
    : `child.plan.${phase}`;
}
