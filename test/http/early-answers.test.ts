// Answers sent while the request body is still arriving (413, 415, 503, a handler that never
// reads it): the answer says `Connection: close`, the kernel drains a bounded amount so the
// client can read it, then closes — never a keep-alive socket left open past the drain.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { HttpKernel, type KernelLimits, RouteCollector, type RunningServer, serve } from '../../src/index.js';

function app(limits: Partial<KernelLimits>): HttpKernel {
  const routes = new RouteCollector();
  routes.post('/upload', async (ctx) => ({ keys: Object.keys((await ctx.body()) as object) }));
  routes.post('/ignores-body', () => 'answered without reading');
  routes.post('/slow', () => new Promise(() => {}));
  return new HttpKernel(routes, { limits: { maxBodyBytes: 1024, ...limits }, logger: { error: () => {} } });
}

async function withServer(
  limits: Partial<KernelLimits>,
  run: (port: number) => Promise<void>,
): Promise<void> {
  const running: RunningServer = await serve(app(limits), { port: 0 });
  try {
    await run(Number(new URL(running.url).port));
  } finally {
    await running.close();
  }
}

interface Exchange {
  head: string;
  /**
   * Whether a plain timer of `lingerAtLeastMs`, started at the answer's first byte, fired before
   * the server closed: the order of two events in one process, which load cannot reverse.
   */
  lingered: boolean;
  /** Body bytes the client had written when the server closed. */
  sentBytes: number;
}

interface Upload {
  bodyBytes: number;
  /** Pause between 16 KiB writes; 0 writes as fast as the socket drains. */
  pauseMs?: number;
  /** Frame each write as a chunk of `Transfer-Encoding: chunked`. */
  chunked?: boolean;
  /** The reference timer for `lingered`; default 0. */
  lingerAtLeastMs?: number;
}

/**
 * Sends `head` and then the body in 16 KiB writes, never ending the upload on its own and
 * going on after the server's FIN (a half-open client, as a busy uploader is); resolves
 * once the server closes the connection.
 */
function uploadUntilClosed(port: number, head: string, upload: Upload): Promise<Exchange> {
  const { bodyBytes, pauseMs = 0, chunked = false, lingerAtLeastMs = 0 } = upload;
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let received = '';
    let answered = false;
    let timerFired = false;
    let reference: ReturnType<typeof setTimeout> | undefined;
    let sent = 0;
    const payload = Buffer.alloc(16 * 1024, 'a');
    const chunk = chunked ? Buffer.concat([Buffer.from('4000\r\n'), payload, Buffer.from('\r\n')]) : payload;
    socket.on('error', () => {});
    socket.on('data', (data: Buffer) => {
      if (!answered) {
        answered = true;
        reference = setTimeout(() => {
          timerFired = true;
        }, lingerAtLeastMs);
      }
      received += data.toString('latin1');
    });
    socket.on('close', () => {
      clearTimeout(reference);
      resolve({ head: received, lingered: timerFired, sentBytes: sent });
    });
    const pump = (): void => {
      while (sent < bodyBytes && !socket.destroyed) {
        sent += payload.length;
        const flushed = socket.write(chunk);
        if (pauseMs > 0) {
          setTimeout(pump, pauseMs);
          return;
        }
        if (!flushed) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    socket.write(head, pump);
  });
}

const post = (path: string, headers: string): string =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${headers}\r\n`;

describe('answers sent before the body was read', () => {
  it('413 for a declared oversized body: Connection: close, reading stops at the byte cap, closed at the time cap', async () => {
    await withServer({ lingerMaxBytes: 256 * 1024, lingerMaxMs: 400 }, async (port) => {
      const exchange = await uploadUntilClosed(port, post('/upload', 'Content-Length: 104857600\r\n'), {
        bodyBytes: 100 * 1024 * 1024,
        lingerAtLeastMs: 350,
      });
      assert.match(exchange.head, /^HTTP\/1\.1 413 /);
      assert.match(exchange.head, /\r\nConnection: close\r\n/i);
      // Kept open up to the time cap (a timer nearly as long fired first), not closed at once.
      assert.ok(exchange.lingered, 'closed before a 350 ms timer started with the answer');
      // Closed while the client still had most of its 100 MB to send: the cap, not the upload, ended it.
      assert.ok(exchange.sentBytes < 100 * 1024 * 1024, `closed after ${exchange.sentBytes} bytes`);
    });
  });

  it('413 for a chunked body that grows past the limit', async () => {
    await withServer({ lingerMaxBytes: 64 * 1024, lingerMaxMs: 10_000 }, async (port) => {
      const exchange = await uploadUntilClosed(port, post('/upload', 'Transfer-Encoding: chunked\r\n'), {
        bodyBytes: 100 * 1024 * 1024,
        chunked: true,
      });
      assert.match(exchange.head, /^HTTP\/1\.1 413 /);
      assert.match(exchange.head, /\r\nConnection: close\r\n/i);
    });
  });

  it('a client that trickles its body is cut off by the drain time cap, not kept open', async () => {
    await withServer({ lingerMaxBytes: 64 * 1024 * 1024, lingerMaxMs: 300 }, async (port) => {
      const exchange = await uploadUntilClosed(port, post('/upload', 'Content-Length: 104857600\r\n'), {
        bodyBytes: 100 * 1024 * 1024,
        pauseMs: 50,
        lingerAtLeastMs: 250,
      });
      assert.match(exchange.head, /^HTTP\/1\.1 413 /);
      assert.ok(exchange.lingered, 'closed before a 250 ms timer started with the answer');
      // Closed while the client still had most of its 100 MB to send: the cap, not the upload, ended it.
      assert.ok(exchange.sentBytes < 100 * 1024 * 1024, `closed after ${exchange.sentBytes} bytes`);
    });
  });

  it('415 for an unsupported type while the body arrives: Connection: close and closed', async () => {
    await withServer({ lingerMaxMs: 300, maxBodyBytes: 64 * 1024 * 1024 }, async (port) => {
      const head =
        'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-unknown\r\nContent-Length: 10485760\r\n\r\n';
      const exchange = await uploadUntilClosed(port, head, { bodyBytes: 10 * 1024 * 1024, pauseMs: 20 });
      assert.match(exchange.head, /^HTTP\/1\.1 415 /);
      assert.match(exchange.head, /\r\nConnection: close\r\n/i);
    });
  });

  it('503 on timeout while the body is still arriving: Connection: close and closed', async () => {
    await withServer(
      { requestTimeoutMs: 100, lingerMaxMs: 200, maxBodyBytes: 64 * 1024 * 1024 },
      async (port) => {
        const exchange = await uploadUntilClosed(port, post('/slow', 'Content-Length: 10485760\r\n'), {
          bodyBytes: 10 * 1024 * 1024,
          pauseMs: 20,
        });
        assert.match(exchange.head, /^HTTP\/1\.1 503 /);
        assert.match(exchange.head, /\r\nConnection: close\r\n/i);
      },
    );
  });

  it('a body that arrives in full during the drain ends in a clean close (no reset)', async () => {
    await withServer({}, async (port) => {
      const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/ignores-body',
            headers: { 'content-length': 200_000 },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (part: string) => (text += part));
            res.on('end', () => resolve({ status: res.statusCode!, text }));
          },
        );
        req.on('error', reject);
        // Headers first, the body later: the handler answers before it arrives.
        req.flushHeaders();
        setTimeout(() => req.end(Buffer.alloc(200_000, 'b')), 50);
      });
      assert.deepEqual(answer, { status: 200, text: 'answered without reading' });
    });
  });

  it('every streamed 8 MiB upload over node:http sees the 413, not EPIPE or ECONNRESET', async () => {
    await withServer({}, async (port) => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const status = await new Promise<number | string>((resolve) => {
          const req = httpRequest({
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/upload',
            headers: { 'content-type': 'application/json', 'content-length': 8 * 1024 * 1024 },
          });
          req.on('response', (res) => {
            res.resume();
            resolve(res.statusCode!);
          });
          req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
          const chunk = Buffer.alloc(64 * 1024, 'c');
          let left = 128;
          const pump = (): void => {
            while (left > 0) {
              left--;
              if (!req.write(chunk)) {
                req.once('drain', pump);
                return;
              }
            }
            req.end();
          };
          pump();
        });
        assert.equal(status, 413, `attempt ${attempt}`);
      }
    });
  });
});
