// Adapter options that hold the kernel's promises (issue 26, item 2): a limit that is not a
// number fails when the adapter is made, and intake/express's dto() reading an upload itself
// closes a refused one with the kernel's lingering close, so the client reads its 413.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import express from 'express';
import { CreateOrder } from '../../examples/adapters/orders.js';
import { dto as expressDto } from '../../src/adapters/express/index.js';
import { dto as fastifyDto } from '../../src/adapters/fastify/index.js';
import { dto as honoDto } from '../../src/adapters/hono/index.js';
import { IntakePipe } from '../../src/adapters/nest/index.js';
import type { KernelLimits } from '../../src/index.js';

describe('adapter limits are checked when the adapter is made', () => {
  const makers: Array<[name: string, make: (limits: Partial<KernelLimits>) => unknown]> = [
    ['express dto()', (limits) => expressDto(CreateOrder, { limits })],
    ['fastify dto()', (limits) => fastifyDto(CreateOrder, { limits })],
    ["hono dto('json')", (limits) => honoDto('json', CreateOrder, { limits })],
    ['nest IntakePipe', (limits) => new IntakePipe({ limits })],
  ];
  for (const [name, make] of makers) {
    it(`${name}: refuses maxBodyBytes '1mb' and accepts a number`, () => {
      assert.throws(
        () => make({ maxBodyBytes: '1mb' as unknown as number }),
        (error: unknown) => error instanceof TypeError && /maxBodyBytes/.test(error.message),
      );
      assert.doesNotThrow(() => make({ maxBodyBytes: 2048, maxProblemErrors: 10 }));
    });
  }
});

describe("intake/express dto() reading the stream: a refused upload's answer arrives", () => {
  it('answers 413 with Connection: close while the client is still uploading, then closes', async () => {
    const app = express();
    app.post('/upload', expressDto(CreateOrder, { limits: { maxBodyBytes: 1024 } }), (_req, res) => {
      res.end('never');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const head = await new Promise<string>((resolve) => {
        const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
        let received = '';
        let sent = 0;
        const chunk = Buffer.alloc(64 * 1024, 'a');
        socket.on('error', () => {});
        socket.on('data', (data: Buffer) => {
          received += data.toString('latin1');
        });
        socket.on('end', () => socket.destroy());
        socket.on('close', () => resolve(received));
        const pump = (): void => {
          while (sent < 5 * 1024 * 1024 && !socket.destroyed) {
            sent += chunk.length;
            if (!socket.write(chunk)) {
              socket.once('drain', pump);
              return;
            }
          }
        };
        socket.write(
          'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5242880\r\n\r\n',
          pump,
        );
      });
      assert.match(head, /^HTTP\/1\.1 413 /);
      assert.match(head, /\r\nconnection: close\r\n/i);
      assert.match(head, /"code":"bodyTooLarge"/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
