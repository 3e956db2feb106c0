// The fast path must not give up silently: an outcome comparison passes whichever path ran, so
// here the fast path is called directly (test/support/fast-path-probe.ts) and must answer every
// input the steps find valid — with the same DTO — and decline every invalid one. Classes of the
// generated-source fixtures, then random classes and inputs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { type Request, RequestHandler } from '../../src/index.js';
import { Customer, PlaceOrder, Signup } from '../generated/fixtures.js';
import { fastPathProbe, NOT_HANDLED } from '../support/fast-path-probe.js';
import { mappingOutcome } from '../support/mapping-outcome.js';
import { build, input, topClass } from '../support/random-request-classes.js';

const closures = new RequestHandler(undefined, { jitless: true });
const bag = (value: unknown) => value as Record<string, unknown>;

function answerOf(
  cls: new () => Request,
  body: unknown,
  route = {},
  context = {},
  maxDepth = 32,
  maxItems = 1000,
) {
  const fastPath = fastPathProbe(cls);
  assert.ok(fastPath !== null, `${cls.name} has a fast path`);
  return fastPath(bag(body), route, context, maxDepth, maxItems, 1);
}

describe('the fast path answers what it claims', () => {
  it('maps valid input of the fixture classes itself, and declines invalid input', () => {
    const signup = answerOf(Signup, { email: 'ada@example.com', age: 36, newsletter: true });
    assert.ok(signup instanceof Signup);
    assert.deepEqual(signup.toArray(), { email: 'ada@example.com', age: 36, newsletter: true });
    assert.equal(answerOf(Signup, { email: 'ada@example.com', age: 12 }), NOT_HANDLED);
    const order = answerOf(
      PlaceOrder,
      { shipping: { address: { city: 'Lyon' } }, lines: [{ sku: 'a', qty: 2 }] },
      { shopId: '7' },
      { userId: 'u1' },
    );
    assert.ok(order instanceof PlaceOrder);
    assert.deepEqual(order.toArray(), {
      shopId: 7,
      customer: 'u1',
      city: 'Lyon',
      lines: [{ sku: 'a', qty: 2 }],
    });
    assert.equal(
      answerOf(PlaceOrder, { shipping: { address: { city: 'Lyon' } }, lines: [{ sku: 'a', qty: 0 }] }),
      NOT_HANDLED,
    );
    const customer = answerOf(Customer, { name: 'Ada', address: { city: 'Paris' } });
    assert.ok(customer instanceof Customer);
  });

  it("on random classes and inputs: answers exactly the valid ones, with the steps' DTO", async () => {
    let answered = 0;
    let declined = 0;
    await fc.assert(
      fc.asyncProperty(topClass, input, async (spec, { body, route, context, limits }) => {
        const cls = build(spec);
        const fastPath = fastPathProbe(cls);
        if (fastPath === null) return;
        const options = limits === undefined ? { route, context } : { route, context, limits };
        const expected = await mappingOutcome(() => closures.handleArray(cls, body, options));
        const answer = fastPath(
          bag(body),
          route,
          context,
          limits?.maxDepth ?? 32,
          limits?.maxArrayLength ?? 1000,
          1,
        );
        if ('ok' in expected) {
          assert.notEqual(answer, NOT_HANDLED, 'the fast path declined a valid input');
          assert.deepStrictEqual((answer as Request).toArray(), expected.ok);
          answered++;
        } else {
          assert.equal(answer, NOT_HANDLED, 'the fast path answered an invalid input');
          declined++;
        }
      }),
      { numRuns: 400 },
    );
    // Neither side of the property may be vacuous.
    assert.ok(answered >= 20, `only ${answered} valid inputs reached a fast path`);
    assert.ok(declined >= 20, `only ${declined} invalid inputs reached a fast path`);
  });
});
