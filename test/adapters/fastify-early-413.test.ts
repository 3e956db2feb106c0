// A client still uploading when Fastify refuses its body (over `bodyLimit`) should read the 413
// and see the connection end cleanly: Fastify alone stops reading and closes at once, so a
// client still writing meets EPIPE or a reset (many clients then report the error, not the
// answer they were sent). With `useIntake(app, { parseErrors: 'problem' })`
// the adapter answers through the kernel's lingering close (it reads and discards what is still
// coming, bounded by lingerMaxBytes and lingerMaxMs) and every client gets its 413. Both apps run
// side by side in this test; Fastify's own count is reported, not asserted.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { dto, useIntake } from '../../src/adapters/fastify/index.js';
import { Request, Validate } from '../../src/index.js';

class Note extends Request {
  @Validate('required|string') text = '';
}

const uploads = 30;
const uploadBytes = 8 * 1024 * 1024;

/**
 * One upload from a client that writes its whole body at once, as a hasty client does: the
 * start of what it read, or the error that stopped it first (EPIPE, ECONNRESET).
 */
function upload(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve(`${error.code} after "${answer.slice(0, 12)}"`),
    );
    socket.on('close', () => resolve(answer.slice(0, 12)));
    socket.write(
      `POST /notes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${uploadBytes}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(uploadBytes, 0x20));
  });
}

async function app(withIntake: boolean): Promise<{ port: number; app: FastifyInstance }> {
  const fastify = Fastify({ bodyLimit: 1024 * 1024 });
  if (withIntake) useIntake(fastify, { parseErrors: 'problem' });
  fastify.post('/notes', { preValidation: dto(Note) }, async () => 'mapped');
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  return { port: (fastify.server.address() as AddressInfo).port, app: fastify };
}

describe('early 413s under the Fastify adapter', () => {
  let alone: { port: number; app: FastifyInstance };
  let adapted: { port: number; app: FastifyInstance };
  before(async () => {
    alone = await app(false);
    adapted = await app(true);
  });
  after(async () => {
    await alone.app.close();
    await adapted.app.close();
  });

  it(`every one of ${uploads} oversized uploads reads its 413 and a clean close with useIntake; Fastify alone is reported`, async (t) => {
    const counts = { alone: 0, adapted: 0 };
    const others: string[] = [];
    for (let round = 0; round < uploads; round++) {
      // Alternated, so load from elsewhere hits both alike.
      const [plain, intake] = await Promise.all([upload(alone.port), upload(adapted.port)]);
      if (plain === 'HTTP/1.1 413') counts.alone++;
      if (intake === 'HTTP/1.1 413') counts.adapted++;
      else others.push(intake);
    }
    t.diagnostic(
      `413 read: Fastify alone ${counts.alone}/${uploads}, with useIntake ${counts.adapted}/${uploads}`,
    );
    assert.equal(counts.adapted, uploads, `other outcomes with useIntake: ${others.join(', ')}`);
  });
});
