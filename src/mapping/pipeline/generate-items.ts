// Optional code generation for @Items steps: the same work as `itemsCollectStep` and
// `itemsFinishStep` (items-steps.ts), but one function per field, so the call into the nested
// plan's steps is a call site of its own that always reaches the same function (V8 inlines it).
// The shared closures' call site sees every nested class of the application and goes
// megamorphic. The nested plan is read when the step runs, not when it is generated, because a
// class that nests itself is still being compiled then. Async continuations reuse the closures.
import { CodeWriter, literal } from '../../shared/code-writer.js';
import { collectItems, finishItems } from './items-steps.js';
import { FAILED, type Plan, RunState, runSteps, type Step } from './run-state.js';

/** Generated `itemsCollectStep(index, name, plan, nullable)`: same checks, errors and order. */
export function generateItemsCollectStep(index: number, name: string, plan: Plan, nullable: boolean): Step {
  const code = new CodeWriter();
  const field = literal(name);
  const isArray = code.ref(Array.isArray, 'isArray');
  const nested = code.ref(plan, 'plan');
  code.line(`const value = state.values[${index}];`);
  const failed = code.ref(FAILED, 'FAILED');
  code.line(
    `if (value === undefined || value === ${failed}${nullable ? ' || value === null' : ''}) return undefined;`,
  );
  code.block(`if (!${isArray}(value))`, () =>
    code.line(`state.fail(${index}, ${field}, "array");`, 'return undefined;'),
  );
  code.block('if (value.length > state.maxItems)', () => {
    code.line(
      `state.values[${index}] = ${failed};`,
      `state.addError(${field}, { rule: "max", params: [String(state.maxItems)] });`,
      'return undefined;',
    );
  });
  code.block('if (state.depth >= state.maxDepth)', () =>
    code.line(`state.fail(${index}, ${field}, "depth");`, 'return undefined;'),
  );
  code.line('const children = new Array(value.length);', `state.values[${index}] = children;`);
  code.block('for (let k = 0; k < value.length; k++)', () => {
    code.line('const item = value[k];');
    code.block(`if (typeof item !== "object" || item === null || ${isArray}(item))`, () => {
      code.line(`state.addError(${field} + "." + k, { rule: "object" });`, 'continue;');
    });
    code.line(
      `const child = ${code.ref(RunState, 'RunState')}.forItem(${nested}, item, state, ${field}, k);`,
      'children[k] = child;',
      `const steps = ${nested}.collect;`,
      `const pending = steps.length === 1 ? steps[0](child) : ${code.ref(runSteps, 'runSteps')}(steps, child, 0);`,
      `if (pending !== undefined) return pending.then(() => ${code.ref(collectItems, 'collectItems')}(state, ${nested}, ${field}, value, children, k + 1));`,
    );
  });
  code.line('return undefined;');
  return code.compile<Step>(['state']);
}

/** Generated `itemsFinishStep(index)` for items of `plan`. */
export function generateItemsFinishStep(index: number, plan: Plan): Step {
  const code = new CodeWriter();
  const nested = code.ref(plan, 'plan');
  code.line(`const children = state.values[${index}];`);
  code.line(`if (!${code.ref(Array.isArray, 'isArray')}(children)) return undefined;`);
  code.line('const dtos = new Array(children.length);');
  code.block('for (let k = 0; k < children.length; k++)', () => {
    code.line(
      'const child = children[k];',
      `const steps = ${nested}.finish;`,
      `const pending = steps.length === 1 ? steps[0](child) : ${code.ref(runSteps, 'runSteps')}(steps, child, 0);`,
    );
    code.block('if (pending !== undefined)', () => {
      code.block(
        'return pending.then(() =>',
        () => {
          code.line(
            'dtos[k] = child.dto;',
            `return ${code.ref(finishItems, 'finishItems')}(state, ${index}, children, dtos, k + 1);`,
          );
        },
        ');',
      );
    });
    code.line('dtos[k] = child.dto;');
  });
  code.line(`state.values[${index}] = dtos;`, 'return undefined;');
  return code.compile<Step>(['state']);
}
