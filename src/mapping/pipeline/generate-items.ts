// Optional code generation for @Items steps: the same work as `itemsCollectStep` and
// `itemsFinishStep` (items-steps.ts), but one function per field, so the call into the nested
// plan's steps is a call site of its own that always reaches the same function (V8 inlines it).
// The shared closures' call site sees every nested class of the application and goes
// megamorphic. The nested plan is read when the step runs, not when it is generated, because a
// class that nests itself is still being compiled then. Async continuations reuse the closures.
import { type CodeWriter, literal } from '../../shared/code-writer.js';
import { collectItems, finishItems } from './items-steps.js';
import { FAILED, type Plan, runSteps } from './run-state.js';

/** Names the helpers the items steps share, and the nested plan. */
function helpers(writer: CodeWriter, plan: Plan): string {
  writer.arg('FAILED', FAILED);
  writer.arg('runSteps', runSteps);
  writer.arg('isArray', Array.isArray);
  return writer.ref(plan, 'plan');
}

/** Writes `itemsCollectStep(index, name, plan, nullable)`: same checks, errors and order. */
export function writeItemsCollect(
  writer: CodeWriter,
  index: number,
  name: string,
  plan: Plan,
  nullable: boolean,
): void {
  const nested = helpers(writer, plan);
  const field = literal(name);
  const resume = writer.ref(collectItems, 'collectItems');
  writer.block(
    'return function itemsCollect(state)',
    () => {
      writer.line(
        `const value = state.values[${index}];`,
        `if (value === undefined || value === FAILED${nullable ? ' || value === null' : ''}) return undefined;`,
      );
      writer.block('if (!isArray(value))', () =>
        writer.line(`state.fail(${index}, ${field}, "array");`, 'return undefined;'),
      );
      writer.block('if (value.length > state.maxItems)', () =>
        writer.line(
          `state.values[${index}] = FAILED;`,
          `state.addError(${field}, { rule: "max", params: [String(state.maxItems)] });`,
          'return undefined;',
        ),
      );
      writer.block('if (state.depth >= state.maxDepth)', () =>
        writer.line(`state.fail(${index}, ${field}, "depth");`, 'return undefined;'),
      );
      writer.line('const children = new Array(value.length);', `state.values[${index}] = children;`);
      writer.block('for (let k = 0; k < value.length; k++)', () => {
        writer.line('const item = value[k];');
        writer.block('if (typeof item !== "object" || item === null || isArray(item))', () =>
          writer.line(`state.addError(${field} + "." + k, { rule: "object" });`, 'continue;'),
        );
        writer.line(
          `const child = state.item(${nested}, item, ${field}, k);`,
          'children[k] = child;',
          `const steps = ${nested}.collect;`,
          'const pending = steps.length === 1 ? steps[0](child) : runSteps(steps, child, 0);',
          `if (pending !== undefined) return pending.then(() => ${resume}(state, ${nested}, ${field}, value, children, k + 1));`,
        );
      });
      writer.line('return undefined;');
    },
    ';',
  );
}

/** Writes `itemsFinishStep(index)` for items of `plan`. */
export function writeItemsFinish(writer: CodeWriter, index: number, plan: Plan): void {
  const nested = helpers(writer, plan);
  const resume = writer.ref(finishItems, 'finishItems');
  writer.block(
    'return function itemsFinish(state)',
    () => {
      writer.line(`const children = state.values[${index}];`, 'if (!isArray(children)) return undefined;');
      writer.line('const dtos = new Array(children.length);');
      writer.block('for (let k = 0; k < children.length; k++)', () => {
        writer.line(
          'const child = children[k];',
          `const steps = ${nested}.finish;`,
          'const pending = steps.length === 1 ? steps[0](child) : runSteps(steps, child, 0);',
        );
        writer.block('if (pending !== undefined)', () => {
          writer.block(
            'return pending.then(() =>',
            () =>
              writer.line(
                'dtos[k] = child.dto;',
                `return ${resume}(state, ${index}, children, dtos, k + 1);`,
              ),
            ');',
          );
        });
        writer.line('dtos[k] = child.dto;');
      });
      writer.line(`state.values[${index}] = dtos;`, 'return undefined;');
    },
    ';',
  );
}
