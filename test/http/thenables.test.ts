// Handlers may return any thenable, not only native promises: both doors adopt it the way
// `await` would, so a `then` that throws or rejects becomes the error answer, never a crash.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HttpError, HttpKernel, RouteCollector } from '../../src/index.js';
import { MemoryLogger } from './support/app.js';
import { type Door, doorFactories } from './support/doors.js';

/** A minimal foreign thenable (what some libraries hand out instead of a native promise). */
function thenable(settle: (resolve: (value: unknown) => void, reject: (error: unknown) => void) => void) {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is exactly what this test needs.
  return { then: settle };
}

const cases: ReadonlyArray<{ path: string; status: number; body?: unknown }> = [
  { path: '/resolves', status: 200, body: { from: 'thenable' } },
  { path: '/rejects', status: 409 },
  { path: '/then-throws', status: 500 },
  { path: '/resolves-undefined', status: 204 },
];

for (const { name, open } of doorFactories) {
  describe(`${name} door: thenables returned by handlers`, () => {
    let door: Door;
    before(async () => {
      const routes = new RouteCollector();
      routes.get('/resolves', () => thenable((resolve) => resolve({ from: 'thenable' })));
      routes.get('/rejects', () => thenable((_resolve, reject) => reject(new HttpError(409, 'taken'))));
      routes.get('/then-throws', () =>
        thenable(() => {
          throw new Error('broken thenable');
        }),
      );
      routes.get('/resolves-undefined', () => thenable((resolve) => resolve(undefined)));
      door = await open(new HttpKernel(routes, { logger: new MemoryLogger() }));
    });
    after(() => door.close());

    for (const { path, status, body } of cases) {
      it(`GET ${path} → ${status}`, async () => {
        const received = await door.send(path);
        assert.equal(received.status, status);
        if (body !== undefined) assert.deepEqual(JSON.parse(received.text), body);
      });
    }
  });
}
