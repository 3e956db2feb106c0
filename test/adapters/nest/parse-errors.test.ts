// Issue 27, item 5, under NestJS (Express platform): a body Nest's body parser refuses is answered
// with intake's problem document under `useIntake(app, { parseErrors: 'problem' })`, and with
// Nest's own answer without it; other exceptions keep Nest's answers either way.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Controller, Get, type INestApplication, Module, NotFoundException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { OrdersController } from '../../../examples/adapters/nest/app.js';
import { useIntake } from '../../../src/adapters/nest/index.js';

@Controller('elsewhere')
class ElsewhereController {
  @Get()
  missing() {
    throw new NotFoundException('nothing here');
  }
}

@Module({ controllers: [OrdersController, ElsewhereController] })
class ParseErrorsModule {}

const refusals = [
  { name: 'malformed JSON', type: 'application/json', body: '{"email":', status: 400, code: 'malformedJson' },
  {
    name: 'a body over the parser limit',
    type: 'application/json',
    body: JSON.stringify({ email: 'x'.repeat(1024 * 1024) }),
    status: 413,
    code: 'bodyTooLarge',
  },
  {
    name: 'an unsupported charset',
    type: 'application/json; charset=latin9',
    body: '{}',
    status: 415,
    code: 'unsupportedCharset',
  },
];

for (const parseErrors of ['problem', 'framework'] as const) {
  describe(`intake/nest — parseErrors: '${parseErrors}'`, () => {
    let app: INestApplication;
    let base: string;
    before(async () => {
      app = await NestFactory.create(ParseErrorsModule, { logger: false });
      useIntake(app, { parseErrors });
      await app.listen(0, '127.0.0.1');
      base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    });
    after(() => app.close());

    for (const refused of refusals) {
      it(`${refused.name}: ${refused.status} ${parseErrors === 'problem' ? refused.code : "from Nest's filter"}`, async () => {
        const answer = await fetch(`${base}/shops/7/orders`, {
          method: 'POST',
          headers: { 'content-type': refused.type },
          body: refused.body,
        });
        assert.equal(answer.status, refused.status);
        const body = (await answer.json()) as { code?: string; statusCode?: number };
        if (parseErrors === 'problem') {
          assert.equal(answer.headers.get('content-type'), 'application/problem+json; charset=utf-8');
          assert.equal(body.code, refused.code);
        } else {
          assert.match(answer.headers.get('content-type')!, /^application\/json/);
          assert.equal(body.statusCode, refused.status);
        }
      });
    }

    it('keeps the 422 problem of a mapping failure, and Nest’s answer for its own exceptions', async () => {
      const invalid = await fetch(`${base}/shops/7/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nope' }),
      });
      assert.equal(invalid.status, 422);
      assert.equal(invalid.headers.get('content-type'), 'application/problem+json; charset=utf-8');
      const missing = await fetch(`${base}/elsewhere`);
      assert.equal(missing.status, 404);
      assert.deepEqual(await missing.json(), {
        statusCode: 404,
        message: 'nothing here',
        error: 'Not Found',
      });
    });
  });
}
