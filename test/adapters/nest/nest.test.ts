// intake/nest against a real NestJS 12 app (Express platform) over HTTP, compiled with legacy
// decorators and emitDecoratorMetadata as Nest projects are.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type ArgumentsHost,
  Catch,
  Controller,
  type ExceptionFilter,
  type INestApplication,
  Module,
  Post,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createApp } from '../../../examples/adapters/nest/app.js';
import { Dto, IntakePipe, useIntake } from '../../../src/adapters/nest/index.js';
import { placedOrder, validOrder } from '../support/orders.js';

const post = (base: string, path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('intake/nest — the example app', () => {
  let app: INestApplication;
  let base: string;
  before(async () => {
    app = await createApp();
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  after(() => app.close());

  it('@Dto() maps the body with the route param and req.user', async () => {
    const ok = await post(base, '/shops/7/orders', validOrder);
    assert.equal(ok.status, 201);
    assert.deepEqual(await ok.json(), placedOrder);
  });

  it('an invalid body is a 422 problem+json with the errors map and messages', async () => {
    const bad = await post(base, '/shops/7/orders', { email: 'nope', lines: [{ sku: 'A' }] });
    assert.equal(bad.status, 422);
    assert.equal(bad.headers.get('content-type'), 'application/problem+json; charset=utf-8');
    const problem = (await bad.json()) as {
      code: string;
      errors: Record<string, Array<{ message: string }>>;
    };
    assert.equal(problem.code, 'validationFailed');
    assert.deepEqual(Object.keys(problem.errors), ['email', 'lines.0.qty']);
    assert.equal(problem.errors['lines.0.qty']![0]!.message, 'The qty field is required.');
  });

  it("@Query() goes through the global pipe; other parameters (@Param('shopId')) pass untouched", async () => {
    const found = await fetch(`${base}/shops/7/orders?status=shipped&tags[]=a&tags[]=b&page=2`);
    assert.deepEqual(await found.json(), { shopId: '7', status: 'shipped', tags: ['a', 'b'], page: 2 });
    assert.equal((await fetch(`${base}/shops/7/orders?page=0`)).status, 422);
  });
});

describe("intake/nest — errorFormat: 'nest'", () => {
  it("answers ValidationPipe's BadRequestException shape", async () => {
    const app = await createApp('nest');
    await app.listen(0, '127.0.0.1');
    try {
      const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
      const bad = await post(base, '/shops/7/orders', { email: 'nope', lines: [{ sku: 'A', qty: 1 }] });
      assert.equal(bad.status, 400);
      assert.deepEqual(await bad.json(), {
        message: ['The email field must be a valid email address.'],
        error: 'Bad Request',
        statusCode: 400,
      });
    } finally {
      await app.close();
    }
  });
});

// What `import type { CreateOrder }` leaves emitDecoratorMetadata: `Object`.
@Controller('typeless')
class TypelessController {
  @Post()
  create(@Dto() order: object) {
    return order;
  }
}

@Module({ controllers: [TypelessController] })
class TypelessModule {}

/** Answers any exception with its message, so the test can read what was thrown. */
class MessageFilter implements ExceptionFilter {
  catch(exception: Error, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse() as {
      status(code: number): { json(body: unknown): void };
    };
    response.status(500).json({ name: exception.name, message: exception.message });
  }
}
Catch()(MessageFilter);

describe('intake/nest — @Dto() without a request class', () => {
  it('fails loudly with a TypeError naming the fix, instead of passing the raw body on', async () => {
    const app = await NestFactory.create(TypelessModule, { logger: false });
    useIntake(app);
    app.useGlobalFilters(new MessageFilter());
    await app.listen(0, '127.0.0.1');
    try {
      const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
      const answer = await post(base, '/typeless', { email: 'not validated' });
      assert.equal(answer.status, 500);
      const error = (await answer.json()) as { name: string; message: string };
      assert.equal(error.name, 'TypeError');
      assert.match(error.message, /metadata says Object.*not `import type`/);
    } finally {
      await app.close();
    }
  });

  it('other parameters of a non-intake type still pass through untouched', async () => {
    const pipe = new IntakePipe();
    const value = { raw: true };
    assert.equal(await pipe.transform(value, { type: 'body', metatype: Object, data: undefined }), value);
  });
});
