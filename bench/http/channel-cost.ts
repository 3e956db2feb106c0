// What the kernel's diagnostics channels cost, in one process (`npm run bench:http --
// --channels --baseline auto`, or `--baseline <dir>` for another checkout built with
// `npm run build:bench`). With `auto`, scripts/build-no-channels.mjs builds this tree twice: once
// with bench/http/no-channels.patch applied (the channel calls taken out, nothing else) and once
// as is, a copy whose ratio to this build is an A/A check: its spread is what the run can resolve.
// Each build's bench app answers the benchmark's POST and GET, through `kernel.fetch` and through
// the Node door (`kernel.listener` with stand-in req/res, no socket), in interleaved batches whose
// order rotates, so that load from elsewhere on the machine hits every build alike. Compared by
// CPU time per request (it hardly moves when other processes take the cores; wall time does):
// the median of the per-round ratios and their spread. First nobody subscribes; then intake/otel
// (the real SDK, spans dropped by the exporter) is subscribed for the subscribed batches only.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { instrument } from '../../src/otel/index.js';
import { jsonHeaders, type Route, routes } from './driver.js';
import { serveNode } from './node-door.js';

type Kernel = {
  fetch(request: globalThis.Request): Promise<Response>;
  listener: (req: never, res: never) => void;
};
type Door = 'fetch' | 'node';

const batch = 1000;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.ceil(at)]! - sorted[low]!) * (at - low);
}
const median = (values: number[]) => quantile(values, 0.5);

interface Sample {
  perSecond: number;
  /** Process CPU time (user + system) per request, in µs. */
  cpuMicros: number;
}

interface Contender {
  name: string;
  kernel: Kernel;
  /** Runs around each of this contender's batches (subscribing, say). */
  around?: <T>(run: () => Promise<T>) => Promise<T>;
}

/** One request through the chosen door; resolves once its answer is read. */
async function once(kernel: Kernel, route: Route, door: Door): Promise<void> {
  if (door === 'node') {
    const status = await serveNode(kernel.listener, route);
    if (status !== route.expect) throw new Error(`${route.title}: ${status}`);
    return;
  }
  const init: RequestInit =
    route.body === undefined
      ? { method: route.method }
      : { method: route.method, headers: jsonHeaders, body: route.body };
  const answer = await kernel.fetch(new globalThis.Request(`http://bench${route.path}`, init));
  if (answer.status !== route.expect) throw new Error(`${route.title}: ${answer.status}`);
  await answer.arrayBuffer();
}

/** One batch of `route`, ten requests at a time. */
async function rate(contender: Contender, route: Route, door: Door): Promise<Sample> {
  const run = async (): Promise<Sample> => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let done = 0; done < batch; done += 10) {
      const answers: Promise<void>[] = [];
      for (let k = 0; k < 10; k++) answers.push(once(contender.kernel, route, door));
      await Promise.all(answers);
    }
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpu);
    return { perSecond: (batch * 1000) / elapsed, cpuMicros: (used.user + used.system) / batch };
  };
  return contender.around === undefined ? run() : contender.around(run);
}

const fixed = (value: number, digits = 3) => value.toFixed(digits);

/** A second ratio reported under the table: `of` ÷ `to`, contenders by index. */
interface Extra {
  label: string;
  of: number;
  to: number;
}

async function compare(contenders: Contender[], rounds: number, extra?: Extra): Promise<string[]> {
  const lines: string[] = [];
  for (const door of ['node', 'fetch'] as const) {
    for (const route of routes) {
      for (const contender of contenders)
        for (let warm = 0; warm < 10; warm++) await rate(contender, route, door);
      const rates = contenders.map(() => [] as Sample[]);
      for (let round = 0; round < rounds; round++) {
        for (let k = 0; k < contenders.length; k++) {
          const index = (round + k) % contenders.length;
          rates[index]!.push(await rate(contenders[index]!, route, door));
        }
      }
      const reference = contenders[0]!.name;
      const title = route.title.split(' — ')[0];
      const via = door === 'node' ? 'Node door, stand-in req/res' : 'kernel.fetch';
      lines.push(`#### ${title} (${via}, ${rounds} rounds of ${batch} requests)`, '');
      lines.push(
        `| build | req/s (median batch) | CPU / request (median batch) | CPU ÷ ${reference}: median of round ratios | p25–p75 | min–max |`,
        '|---|---:|---:|---:|---:|---:|',
      );
      const ratiosTo = (i: number, to: number) =>
        rates[i]!.map((sample, round) => sample.cpuMicros / rates[to]![round]!.cpuMicros);
      contenders.forEach((contender, i) => {
        const samples = rates[i]!;
        const ratios = ratiosTo(i, 0);
        const perSecond = Math.round(median(samples.map((sample) => sample.perSecond))).toLocaleString(
          'en-US',
        );
        const cpu = median(samples.map((sample) => sample.cpuMicros)).toFixed(2);
        lines.push(
          `| ${contender.name} | ${perSecond} | ${cpu} µs | ${fixed(median(ratios))} | ` +
            `${fixed(quantile(ratios, 0.25))}–${fixed(quantile(ratios, 0.75))} | ` +
            `${fixed(Math.min(...ratios))}–${fixed(Math.max(...ratios))} |`,
        );
      });
      if (extra !== undefined) {
        const ratios = ratiosTo(extra.of, extra.to);
        lines.push(
          '',
          `${extra.label}, ${contenders[extra.of]!.name} ÷ ${contenders[extra.to]!.name}: median ${fixed(median(ratios))}, ` +
            `p25–p75 ${fixed(quantile(ratios, 0.25))}–${fixed(quantile(ratios, 0.75))}`,
        );
      }
      lines.push('');
    }
  }
  return lines;
}

async function appOf(folder: string): Promise<Kernel> {
  const app = (await import(pathToFileURL(join(folder, 'build/std/bench/http/intake-app.js')).href)) as {
    kernel: Kernel;
  };
  return app.kernel;
}

/**
 * The in-process comparison, as markdown: `baseline` is the other build's folder (with `auto`,
 * the stripped one) and `copy` an unchanged copy of this build for the A/A check.
 */
export async function channelCost(
  builds: { baseline: string; copy?: string },
  rounds: number,
): Promise<string> {
  const before = await appOf(builds.baseline);
  const copy = builds.copy === undefined ? undefined : await appOf(builds.copy);
  const now = ((await import('./intake-app.js')) as { kernel: Kernel }).kernel;
  const cpus = process.cpuUsage();
  const lines = ['### Diagnostics channels, in one process', ''];
  lines.push('Nobody subscribed:', '');
  const idle: Contender[] = [
    { name: 'baseline', kernel: before },
    { name: 'this build', kernel: now },
    ...(copy === undefined ? [] : [{ name: 'copy of this build', kernel: copy }]),
  ];
  lines.push(
    ...(await compare(idle, rounds, copy === undefined ? undefined : { label: 'A/A', of: 2, to: 1 })),
  );

  const dropAll = {
    export: (_spans: unknown, done: (result: { code: number }) => void) => done({ code: 0 }),
    shutdown: async () => {},
  };
  const providers = {
    tracerProvider: new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(dropAll)] }),
    meterProvider: new MeterProvider(),
  };
  const subscribed = async <T>(run: () => Promise<T>): Promise<T> => {
    const stop = instrument(providers);
    try {
      return await run();
    } finally {
      stop();
    }
  };
  lines.push('intake/otel subscribed (real SDK, spans dropped by the exporter) for its batches only:', '');
  lines.push(
    ...(await compare(
      [
        { name: 'baseline', kernel: before },
        { name: 'this build, nobody subscribed', kernel: now },
        { name: 'this build, intake/otel subscribed', kernel: now, around: subscribed },
      ],
      Math.max(1, rounds >> 1),
      { label: 'Subscribed', of: 2, to: 1 },
    )),
  );
  const used = process.cpuUsage(cpus);
  lines.push(`(${((used.user + used.system) / 1e6).toFixed(0)} s of CPU in all)`, '');
  return lines.join('\n');
}
