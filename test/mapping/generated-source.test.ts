// The source the mapping generates for a few representative classes, compared with the
// committed copy in test/mapping/generated-source/, so that every change to generated code
// shows up in review as a diff of that code. After an intended change, rewrite the copies with
// `UPDATE_GENERATED_SOURCE=1 npm test` and review the diff like any other.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  Cast,
  FromBody,
  FromContext,
  FromRoute,
  Items,
  Nested,
  PostProcess,
  PreProcess,
  Request,
  Validate,
} from '../../src/index.js';
import { shapeOf } from '../../src/mapping/class-shape.js';
import { fillPlan, stepsOf } from '../../src/mapping/pipeline/compile-plan.js';
import { fastPathOf } from '../../src/mapping/pipeline/fast-path.js';
import type { Plan } from '../../src/mapping/pipeline/run-state.js';
import { Validator } from '../../src/validator/validator.js';
import { decoratorMode } from '../support/decorator-mode.js';

/** Typed scalar fields: the fast path's typed and whole-object lanes. */
class Signup extends Request {
  @Validate('required|email') email = '';
  @Validate('required|integer|min_value:18') @Cast('int') age = 0;
  @Validate('boolean') newsletter = false;
}

class Line extends Request {
  @Validate('required|string') sku = '';
  @Validate('required|integer|min_value:1') qty = 1;
}

/** Every bag, a dot path and nested items. */
class PlaceOrder extends Request {
  @FromRoute() @Cast('int') shopId = 0;
  @FromContext('userId') customer = '';
  @FromBody('shipping.address.city') @Validate('required|string|max:80') city = '';
  @Validate('required|array') @Items(Line) lines: Line[] = [];
}

class Address extends Request {
  @Validate('required|string|max:80') city = '';
}

/** A nested object in the whole-object lane: its class's fast path maps it there. */
class Customer extends Request {
  @Validate('required|string|max:120') name = '';
  @Validate('required') @Nested(Address) address?: Address;
}

/** Hooks keep a class on its steps: pre-processing feeds the payload, post-processing runs last. */
class Search extends Request {
  @PreProcess((value: string) => value.trim()) @Validate('required|string|min:2') term = '';
  @Validate('integer|min_value:1')
  @Cast('int')
  @PostProcess((value: number) => Math.min(value, 100))
  perPage = 20;
}

/** Compiles `cls` as the default handler does, with generated code on. */
function planOf(cls: new () => Request): Plan {
  const plans = new Map<Function, Plan>();
  const planFor = (target: Function): Plan => {
    let plan = plans.get(target);
    if (plan !== undefined) return plan;
    plan = {
      shape: shapeOf(target),
      collect: [],
      finish: [],
      fastPath: null,
      buildFastPath: null,
      buildSteps: null,
    };
    plans.set(target, plan);
    fillPlan(plan, {
      validator: new Validator(),
      instances: (hook) => new (hook as new () => object)(),
      planFor,
      generateCode: true,
    });
    stepsOf(plan);
    return plan;
  };
  return planFor(cls);
}

function generatedSource(cls: new () => Request): string {
  const plan = planOf(cls);
  const parts = [
    `// collect\n${String(plan.collect[0])}`,
    `// finish\n${String(plan.finish[0])}`,
    `// fast path\n${String(fastPathOf(plan) ?? 'none')}`,
  ];
  return `${parts.join('\n\n')}\n`;
}

const folder = fileURLToPath(new URL('../../../../test/mapping/generated-source/', import.meta.url));

describe('generated source', () => {
  for (const cls of [Signup, PlaceOrder, Search, Customer]) {
    test(`${cls.name} (${decoratorMode} decorators)`, () => {
      // Both decorator modes must generate the same code: one file per class serves both.
      const file = join(folder, `${cls.name}.js`);
      const source = generatedSource(cls);
      if (process.env.UPDATE_GENERATED_SOURCE === '1' || !existsSync(file)) {
        assert.ok(process.env.CI !== 'true', `${file} is missing: run UPDATE_GENERATED_SOURCE=1 npm test`);
        mkdirSync(folder, { recursive: true });
        writeFileSync(file, source);
      }
      assert.equal(source, readFileSync(file, 'utf8'));
    });
  }
});
