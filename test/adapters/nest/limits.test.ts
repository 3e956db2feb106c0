// intake/nest holds the kernel's limits on the body Nest's parser produced (issue 26, finding 2):
// the table of hostile bodies every adapter refuses (../limits.test.ts), in a real NestJS app.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../../examples/adapters/nest/app.js';
import { hostileBodies, oversizedBody, prototypePolluted } from '../support/hostile-bodies.js';

describe('intake/nest — the kernel limits', () => {
  let app: INestApplication;
  let base: string;
  before(async () => {
    app = await createApp();
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  after(() => app.close());

  const post = (text: string) =>
    fetch(`${base}/shops/7/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    }).then(async (answer) => {
      await answer.arrayBuffer();
      return answer.status;
    });

  for (const body of hostileBodies) {
    it(`refuses ${body.name} with ${body.status}`, async () => {
      assert.equal(await post(body.text), body.status);
      assert.equal(prototypePolluted(), false);
    });
  }

  it("refuses a body over 1 MiB with 413 (Nest's body parser counts the bytes)", async () => {
    assert.equal(await post(oversizedBody), 413);
  });
});
