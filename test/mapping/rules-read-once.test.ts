// A field's rule string is read once, by the validator's tokenizer, and every part of the
// mapping that looks at the rules (the default cast, query lists, nullable items) reads that
// reading. A rule name that only appears inside a `regex:` pattern is text, not a rule.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Cast, Request, RequestHandler, Validate } from '../../src/index.js';

const handlers = [
  ['generated code', new RequestHandler()],
  ['jitless', new RequestHandler(undefined, { jitless: true })],
] as const;

class Coded extends Request {
  @Validate('string|regex:/^(a|integer|b)$/') code = '';
}

class Tagged extends Request {
  @Validate('string|regex:/^(a|array|b)$/') @Cast('array') tags?: unknown[];
}

for (const [mode, handler] of handlers) {
  describe(`rules read once (${mode})`, () => {
    test('"integer" inside a regex gives no int cast: {"code":"a"} maps to "a"', async () => {
      for (let call = 0; call < 2; call++) {
        const dto = await handler.handleBody(Coded, { code: 'a' });
        assert.equal(dto.code, 'a');
      }
    });

    test('"array" inside a regex does not make a query field a list before validation', async () => {
      const dto = await handler.handleQuery(Tagged, 'tags=a');
      assert.deepEqual(dto.tags, ['a']);
    });
  });
}
