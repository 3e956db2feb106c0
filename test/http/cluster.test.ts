// Several processes on one port: examples/cluster.ts (node:cluster, two workers running serve())
// under load from keep-alive clients, while SIGHUP restarts the workers one at a time. Every
// request gets an answer; the counts are compared, not the time anything took.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request as httpRequest } from 'node:http';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const example = fileURLToPath(new URL('../../examples/cluster.js', import.meta.url));

interface Tally {
  answered: number;
  /**
   * Requests reset before any answer: sent on a kept-alive socket a draining worker had just
   * closed as idle, or on a connection the primary handed to a worker as it stopped listening
   * (node:cluster's round-robin). A GET is idempotent, so it is sent again, as HTTP clients do
   * (RFC 9110 §9.2.2); every other failure counts.
   */
  resentAfterReset: number;
  failures: string[];
  pids: Map<number, number>;
}

/** One GET /whoami; a reset before any answer is retried (see `Tally.resentAfterReset`). */
function whoami(base: string, agent: Agent, tally: Tally): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest(`${base}/whoami`, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => {
        if (res.statusCode === 200) {
          const { pid } = JSON.parse(body) as { pid: number };
          tally.pids.set(pid, (tally.pids.get(pid) ?? 0) + 1);
          tally.answered++;
        } else tally.failures.push(`status ${res.statusCode}`);
        resolve();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET') {
        tally.resentAfterReset++;
        resolve(whoami(base, agent, tally));
      } else {
        tally.failures.push(error.code ?? error.message);
        resolve();
      }
    });
    req.end();
  });
}

function lines(child: ChildProcess): AsyncIterator<string> {
  let buffered = '';
  const waiting: string[] = [];
  const readers: Array<(line: string) => void> = [];
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    buffered += chunk;
    let end = buffered.indexOf('\n');
    while (end !== -1) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      const reader = readers.shift();
      if (reader === undefined) waiting.push(line);
      else reader(line);
      end = buffered.indexOf('\n');
    }
  });
  return {
    next: () =>
      new Promise((resolve) => {
        const line = waiting.shift();
        if (line !== undefined) resolve({ value: line, done: false });
        else readers.push((value) => resolve({ value, done: false }));
      }),
  };
}

describe('several processes on one port (node:cluster)', () => {
  it('answers every request while the workers are restarted one at a time under load', async () => {
    const primary = spawn(process.execPath, [example], {
      env: { ...process.env, WORKERS: '2', PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const output = lines(primary);
    try {
      const started = (await output.next()).value as string;
      const base = /^listening (\S+) with 2 workers$/.exec(started)?.[1];
      assert.ok(base, started);
      const agent = new Agent({ keepAlive: true, maxSockets: 16 });
      const tally: Tally = { answered: 0, resentAfterReset: 0, failures: [], pids: new Map() };
      let sent = 0;
      let running = true;
      const clients = Array.from({ length: 16 }, async () => {
        while (running) {
          sent++;
          await whoami(base, agent, tally);
        }
      });
      // Load first, then the restart of both workers, then load on the new ones.
      while (tally.pids.size < 2) await whoami(base, agent, tally).then(() => sent++);
      primary.kill('SIGHUP');
      const restarts = [(await output.next()).value as string, (await output.next()).value as string];
      const after = tally.answered;
      while (tally.answered < after + 200) await new Promise((resolve) => setImmediate(resolve));
      running = false;
      await Promise.all(clients);
      agent.destroy();

      for (const line of restarts) assert.match(line, /^restarted \d+ → \d+$/);
      const newPids = restarts.map((line) => Number(line.split(' → ')[1]));
      assert.deepEqual(tally.failures, []);
      assert.equal(tally.answered, sent, 'every request sent got its answer');
      for (const pid of newPids) assert.ok(tally.pids.has(pid), `the new worker ${pid} answered`);
      assert.ok(tally.pids.size >= 4, 'two workers before, two after');
      console.log(
        `cluster: ${tally.answered} answered of ${sent} sent, ${tally.resentAfterReset} resent after a reset, ` +
          `by pid: ${JSON.stringify(Object.fromEntries(tally.pids))}`,
      );
    } finally {
      primary.kill('SIGTERM');
      await once(primary, 'exit');
    }
  });
});
