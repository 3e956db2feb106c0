// One generated server as a child process: started with `--expose-gc`, it reports its port and
// its heap over IPC (the probe every stack shares); requests go over one keep-alive connection so
// that the "every route once" pass measures the server, not connection set-up.
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import type { RouteCall } from './stack.js';

export interface Answer {
  status: number;
  text: string;
}

export class Server {
  readonly #agent = new Agent({ keepAlive: true, maxSockets: 1 });

  private constructor(
    readonly child: ChildProcess,
    readonly base: string,
    /** Milliseconds from spawning the process to the server listening. */
    readonly startMs: number,
  ) {}

  /** Spawns `entry` and resolves once it listens. */
  static async start(
    entry: string,
    nodeFlags: readonly string[] = [],
    env: Readonly<Record<string, string>> = {},
  ): Promise<Server> {
    const started = performance.now();
    const child = fork(entry, [], {
      execArgv: ['--expose-gc', ...nodeFlags],
      env: { ...process.env, ...env, PORT: '0' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      child.on('message', (message: { listening?: number }) => {
        if (message.listening !== undefined) resolve(message.listening);
      });
      child.once('exit', (code) => reject(new Error(`${entry} exited (${code}) before listening`)));
    });
    return new Server(child, `http://127.0.0.1:${port}`, performance.now() - started);
  }

  send(call: Pick<RouteCall, 'method' | 'path' | 'body'>): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        this.base + call.path,
        {
          method: call.method,
          agent: this.#agent,
          headers: call.body === undefined ? {} : { 'content-type': 'application/json' },
        },
        (incoming) => {
          let text = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => {
            text += chunk;
          });
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(call.body);
    });
  }

  /** Heap used after a full GC in the server, in bytes. */
  async heapUsed(): Promise<number> {
    const answer = new Promise<number>((resolve) => {
      const listener = (message: { heapUsed?: number }) => {
        if (message.heapUsed === undefined) return;
        this.child.off('message', listener);
        resolve(message.heapUsed);
      };
      this.child.on('message', listener);
    });
    this.child.send('heap');
    return answer;
  }

  async stop(): Promise<void> {
    this.#agent.destroy();
    if (this.child.exitCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGTERM');
    await exited;
  }
}
