// What the kernel's diagnostics channels cost, in one process (`npm run bench:http --
// --channels --baseline auto`, or `--baseline <dir>` for another checkout built with
// `npm run build:bench`). With `auto`, scripts/build-no-channels.mjs builds this tree twice: once
// with bench/http/no-channels.patch applied (the channel calls taken out, nothing else) and once
// as is, a copy whose ratio to this build is an A/A check: its spread is what the run can resolve.
// Each build's bench app answers the benchmark's POST and GET, through `kernel.fetch` and through
// the Node door (`kernel.listener` with stand-in req/res, no socket), in interleaved batches whose
// order rotates, so that load from elsewhere on the machine hits every build alike. Compared by
// CPU time per request over each batch (GC included) and by the wall time of the batch's median
// group of ten requests (what a group costs when nothing interrupts it): the median of the
// per-round ratios and their spread. First nobody subscribes; then intake/otel
// (the real SDK, spans dropped by the exporter) is subscribed for the rest of the run.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { instrument } from '../../src/otel/index.js';
import { checkNanos } from './channel-checks.js';
import { jsonHeaders, type Route, routes } from './driver.js';
import { serveNode } from './node-door.js';

type Kernel = {
  fetch(request: globalThis.Request): Promise<Response>;
  listener: (req: never, res: never) => void;
};
type Door = 'fetch' | 'node';

/** `--only node:GET` (door:method) measures one case, with all the rounds spent on it. */
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1];

// Requests per batch: about 25 ms of work either way on a quiet machine.
const batches: Record<Door, number> = { node: 5000, fetch: 1000 };

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.ceil(at)]! - sorted[low]!) * (at - low);
}
const median = (values: number[]) => quantile(values, 0.5);

interface Sample {
  /** Process CPU time (user + system) per request over the batch, in µs: GC included. */
  cpuMicros: number;
  /**
   * Wall time per request of the batch's median group of ten, in µs: a group that lost the core
   * to another process, or ran a scavenge, is an outlier the median passes over.
   */
  groupMicros: number;
}

interface Contender {
  name: string;
  kernel: Kernel;
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

// A full collection before each batch, outside its timing: no batch pays for the garbage of
// the one before, so a major GC rarely lands inside one.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** One batch of `route`, ten requests at a time. */
async function rate(contender: Contender, route: Route, door: Door): Promise<Sample> {
  const batch = batches[door];
  collect();
  const groups = new Float64Array(batch / 10);
  const cpu = process.cpuUsage();
  for (let group = 0; group < groups.length; group++) {
    const started = performance.now();
    const answers: Promise<void>[] = [];
    for (let k = 0; k < 10; k++) answers.push(once(contender.kernel, route, door));
    await Promise.all(answers);
    groups[group] = performance.now() - started;
  }
  // The batch's requests settle in promise jobs alone, so work a stream defers with
  // process.nextTick (an unread GET body ending) waits for a turn of the event loop: one turn,
  // timed with the batch, runs it, instead of the queue holding every request of the run.
  await new Promise((resolve) => setImmediate(resolve));
  const used = process.cpuUsage(cpu);
  return { cpuMicros: (used.user + used.system) / batch, groupMicros: (median([...groups]) * 1000) / 10 };
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
      if (only !== undefined && only !== `${door}:${route.method}`) continue;
      const caseStart = lines.length;
      for (const contender of contenders)
        for (let warm = 0; warm < 5; warm++) await rate(contender, route, door);
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
      lines.push(`#### ${title} (${via}, ${rounds} rounds of ${batches[door]} requests)`, '');
      lines.push(
        `| build | CPU / request (median batch) | CPU ÷ ${reference} (p25–p75) | time / request (median group) | time ÷ ${reference} (p25–p75) |`,
        '|---|---:|---:|---:|---:|',
      );
      const ratiosTo = (i: number, to: number, of: (sample: Sample) => number) =>
        rates[i]!.map((sample, round) => of(sample) / of(rates[to]![round]!));
      const spread = (ratios: number[]) =>
        `${fixed(median(ratios))} (${fixed(quantile(ratios, 0.25))}–${fixed(quantile(ratios, 0.75))})`;
      const cpuOf = (sample: Sample) => sample.cpuMicros;
      const timeOf = (sample: Sample) => sample.groupMicros;
      contenders.forEach((contender, i) => {
        const samples = rates[i]!;
        lines.push(
          `| ${contender.name} | ${median(samples.map(cpuOf)).toFixed(2)} µs | ${spread(ratiosTo(i, 0, cpuOf))} | ` +
            `${median(samples.map(timeOf)).toFixed(2)} µs | ${spread(ratiosTo(i, 0, timeOf))} |`,
        );
      });
      if (extra !== undefined) {
        const names = `${contenders[extra.of]!.name} ÷ ${contenders[extra.to]!.name}`;
        lines.push(
          '',
          `${extra.label}, ${names}: CPU ${spread(ratiosTo(extra.of, extra.to, cpuOf))}, ` +
            `time ${spread(ratiosTo(extra.of, extra.to, timeOf))}`,
        );
      }
      lines.push('');
      // Each case as it ends, on stderr: a long run shows where it is.
      console.error(lines.slice(caseStart).join('\n'));
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
  lines.push(
    `The three channel checks of an untraced request, timed alone: ${checkNanos().toFixed(1)} ns a request.`,
    '',
  );

  const dropAll = {
    export: (_spans: unknown, done: (result: { code: number }) => void) => done({ code: 0 }),
    shutdown: async () => {},
  };
  // Subscribed once for the whole phase, as an app does: subscribing switches the channel
  // objects' prototypes, and doing it around every batch would measure V8 deoptimising.
  const stop = instrument({
    tracerProvider: new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(dropAll)] }),
    meterProvider: new MeterProvider(),
  });
  // The copy shares this build's channels (they are global by name), so it is subscribed too.
  lines.push('intake/otel subscribed (real SDK, spans dropped by the exporter):', '');
  lines.push(
    ...(await compare(
      [
        { name: 'baseline', kernel: before },
        { name: 'this build, intake/otel subscribed', kernel: now },
        ...(copy === undefined ? [] : [{ name: 'copy of this build, subscribed', kernel: copy }]),
      ],
      Math.max(1, rounds >> 1),
      copy === undefined ? undefined : { label: 'A/A', of: 2, to: 1 },
    )),
  );
  stop();
  const used = process.cpuUsage(cpus);
  lines.push(`(${((used.user + used.system) / 1e6).toFixed(0)} s of CPU in all)`, '');
  return lines.join('\n');
}
