// `jitless` has one meaning on every object that compiles: given to a RequestHandler without a
// validator, it also covers the Validator the handler creates, so no code is generated at all.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { Cast, Items, Request, RequestHandler, Validate, Validator } from '../../src/index.js';

class Line extends Request {
  @Validate('required|integer|min_value:1') @Cast('int') quantity?: number;
}

class Order extends Request {
  @Validate('required|string|max:20') reference?: string;
  @Validate('required|array') @Items(() => Line) lines?: Line[];
}

const payload = { reference: 'A-1', lines: [{ quantity: '2' }] };

describe('jitless', () => {
  const original = globalThis.Function;
  let generated = 0;
  beforeEach(() => {
    generated = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        generated++;
        return Reflect.construct(target, args);
      },
    });
  });
  afterEach(() => {
    globalThis.Function = original;
  });

  it('generates code by default (the counter sees it)', async () => {
    const dto = await new RequestHandler().handleArray(Order, payload);
    assert.deepEqual(
      dto.lines?.map((line) => line.quantity),
      [2],
    );
    assert.ok(generated > 0);
  });

  it('on a handler without a validator, stops its steps and its validator from generating code', async () => {
    const dto = await new RequestHandler(undefined, { jitless: true }).handleArray(Order, payload);
    assert.deepEqual(
      dto.lines?.map((line) => line.quantity),
      [2],
    );
    assert.equal(generated, 0);
  });

  it('on a validator, stops it from generating code', () => {
    const validator = new Validator({ jitless: true });
    assert.deepEqual(validator.validate({ n: '0' }, { n: 'required|integer|min_value:1' }), {
      n: [{ rule: 'min_value', params: ['1'] }],
    });
    assert.equal(generated, 0);
  });

  it('on a handler given a validator, leaves that validator as it was configured', async () => {
    await new RequestHandler(new Validator(), { jitless: true }).handleArray(Order, payload);
    assert.ok(generated > 0);
  });
});
