// Several processes on one port with node:cluster (docs/operations.md#several-processes-on-one-port).
// The primary forks WORKERS workers that all listen on PORT; SIGHUP restarts them one at a time
// (the replacement listens before the old one drains), SIGTERM drains them all and exits.
// Run it with: node build/app/examples/cluster.js (after `npm start` compiled the examples).
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { Health, HttpKernel, RouteCollector, serve } from 'intake';

const workerCount = Number(process.env.WORKERS ?? availableParallelism());

if (cluster.isPrimary) {
  const workers = new Set<Worker>();
  let url = '';
  const fork = (): Promise<Worker> =>
    new Promise((resolve) => {
      const worker = cluster.fork();
      workers.add(worker);
      worker.once('exit', () => workers.delete(worker));
      worker.once('message', (message: { listening?: string }) => {
        if (message.listening === undefined) return;
        url = message.listening;
        resolve(worker);
      });
    });
  // A worker is replaced only once its successor listens, so there is always one to answer.
  const restart = async (old: Worker): Promise<void> => {
    const successor = await fork();
    const exited = new Promise((resolve) => old.once('exit', resolve));
    old.process.kill('SIGTERM');
    await exited;
    console.log(`restarted ${old.process.pid} → ${successor.process.pid}`);
  };
  let restarting = Promise.resolve();
  process.on('SIGHUP', () => {
    restarting = restarting.then(async () => {
      for (const worker of [...workers]) await restart(worker);
    });
  });
  process.once('SIGTERM', () => {
    for (const worker of workers) worker.process.kill('SIGTERM');
  });
  await Promise.all(Array.from({ length: workerCount }, fork));
  console.log(`listening ${url} with ${workerCount} workers`);
} else {
  const routes = new RouteCollector();
  const health = new Health();
  routes.get('/whoami', () => ({ pid: process.pid }));
  health.mount(routes);
  // Port 0 in every worker is one port: the primary holds the listening socket.
  const running = await serve(new HttpKernel(routes), {
    port: Number(process.env.PORT ?? 3000),
    health,
    signals: true,
  });
  process.send!({ listening: running.url });
  // Once drained, leave the cluster so the process can end.
  running.server.once('close', () => cluster.worker!.disconnect());
}
