// A 422 lists at most `maxProblemErrors` failing fields plus how many it left out (finding 3 of
// issue 26): 1,000 empty `@Items` elements no longer cost a 200 KB answer. Limits that are not
// numbers fail when the kernel is made, so a typo can never lift a cap.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  HttpKernel,
  Items,
  type KernelLimits,
  type KernelOptions,
  Request,
  RouteCollector,
  Validate,
} from '../../src/index.js';
import { doorFactories } from './support/doors.js';

class Line extends Request {
  @Validate('required|string') title!: string;
}

class Checklist extends Request {
  @Validate('required|array') @Items(Line) lines: Line[] = [];
}

function kernel(options: KernelOptions = {}): HttpKernel {
  const routes = new RouteCollector();
  routes.post('/checklists', async (ctx) => ctx.body(Checklist));
  return new HttpKernel(routes, options);
}

interface Problem {
  status: number;
  detail?: string;
  errors: Record<string, unknown[]>;
  omittedErrors?: number;
}

async function send(
  options: KernelOptions,
  items: number,
): Promise<Array<{ bytes: number; problem: Problem }>> {
  const body = JSON.stringify({ lines: Array.from({ length: items }, () => ({})) });
  const answers: Array<{ bytes: number; problem: Problem }> = [];
  for (const door of doorFactories) {
    const client = await door.open(kernel(options));
    try {
      const answer = await client.send('/checklists', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      assert.equal(answer.status, 422, `${door.name}: ${answer.text.slice(0, 200)}`);
      answers.push({ bytes: Buffer.byteLength(answer.text), problem: JSON.parse(answer.text) as Problem });
    } finally {
      await client.close();
    }
  }
  return answers;
}

describe('bounded 422 answers', () => {
  const cases: Array<[name: string, limits: Partial<KernelLimits>, items: number, listed: number]> = [
    ['1,000 empty @Items elements, default limit', {}, 1000, 100],
    ['exactly the limit is listed whole', { maxProblemErrors: 3 }, 3, 3],
    ['one over a limit of 3', { maxProblemErrors: 3 }, 4, 3],
    ['a limit of 0 lists none', { maxProblemErrors: 0 }, 50, 0],
  ];
  for (const [name, limits, items, listed] of cases) {
    it(`lists ${listed} of ${items} failing fields: ${name}`, async () => {
      for (const { problem } of await send({ limits }, items)) {
        assert.equal(Object.keys(problem.errors).length, listed);
        assert.deepEqual(
          Object.keys(problem.errors),
          Array.from({ length: listed }, (_, index) => `lines.${index}.title`),
        );
        assert.equal(problem.omittedErrors, items > listed ? items - listed : undefined);
        if (items > listed) {
          assert.equal(problem.detail, `${items} fields failed validation; the first ${listed} are listed`);
        }
      }
    });
  }

  it('keeps the answer size independent of how many elements failed', async () => {
    const [small] = await send({}, 100);
    const [large] = await send({}, 1000);
    // 101 vs 100 listed entries: the 1,000-element answer is the 100-element one plus a count.
    assert.ok(large!.bytes < small!.bytes + 200, `${large!.bytes} vs ${small!.bytes}`);
  });
});

describe('kernel limits are checked when the kernel is made', () => {
  const bad: Array<[name: keyof KernelLimits, value: unknown]> = [
    ['maxBodyBytes', '1mb'],
    ['maxBodyBytes', Number.NaN],
    ['maxBodyBytes', -1],
    ['maxProblemErrors', 1.5],
    ['maxUrlLength', null],
    ['lingerMaxBytes', '8mb'],
    ['requestTimeoutMs', -30],
  ];
  for (const [name, value] of bad) {
    it(`refuses ${name}: ${String(value)} with a TypeError naming it`, () => {
      assert.throws(
        () => kernel({ limits: { [name]: value } as Partial<KernelLimits> }),
        (error: unknown) => error instanceof TypeError && error.message.includes(name),
      );
    });
  }

  it('ignores an own __proto__ key of a limits object parsed from JSON', () => {
    const limits = JSON.parse('{"__proto__": {"maxBodyBytes": 1}, "maxDepth": 4}') as Partial<KernelLimits>;
    const made = kernel({ limits });
    assert.equal(made.limits.maxDepth, 4);
    assert.equal(made.limits.maxBodyBytes, 1024 * 1024);
    assert.equal(Object.getPrototypeOf(made.limits), Object.prototype);
  });
});
