// What the kernel's diagnostics channels cost, in one process (run by `npm run bench:http --
// --channels --baseline <dir>`): the same app built from this checkout and from `<dir>` (a
// checkout of the commit to compare with, after `npm run build:bench` there) answers the same
// requests through `kernel.fetch`, in short interleaved batches whose order rotates, so that
// load from elsewhere on the machine hits both alike. First with nobody subscribed, then with
// intake/otel subscribed to this checkout's channels (the baseline has none). Reported per
// contender: the median batch's rate and CPU time per request, and the median of the per-round
// ratios of CPU time — CPU time hardly moves when other processes take the cores, wall time does.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { instrument } from '../../src/otel/index.js';
import { jsonHeaders, routes } from './driver.js';

type Kernel = { fetch(request: globalThis.Request): Promise<Response> };

const batch = 1000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Sample {
  perSecond: number;
  /** Process CPU time (user + system) per request, in µs. */
  cpuMicros: number;
}

/** One batch of `route` through `kernel.fetch`, ten at a time. */
async function rate(kernel: Kernel, route: (typeof routes)[number]): Promise<Sample> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let done = 0; done < batch; done += 10) {
    const answers: Promise<Response>[] = [];
    for (let k = 0; k < 10; k++) {
      const init: RequestInit =
        route.body === undefined
          ? { method: route.method }
          : { method: route.method, headers: jsonHeaders, body: route.body };
      answers.push(kernel.fetch(new globalThis.Request(`http://bench${route.path}`, init)));
    }
    for (const answer of await Promise.all(answers)) {
      if (answer.status !== route.expect) throw new Error(`${route.title}: ${answer.status}`);
      await answer.arrayBuffer();
    }
  }
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { perSecond: (batch * 1000) / elapsed, cpuMicros: (used.user + used.system) / batch };
}

async function compare(
  contenders: Array<{ name: string; kernel: Kernel }>,
  rounds: number,
): Promise<string[]> {
  const lines: string[] = [];
  for (const route of routes) {
    for (const { kernel } of contenders) for (let warm = 0; warm < 10; warm++) await rate(kernel, route);
    const rates = contenders.map(() => [] as Sample[]);
    for (let round = 0; round < rounds; round++) {
      for (let k = 0; k < contenders.length; k++) {
        const index = (round + k) % contenders.length;
        rates[index]!.push(await rate(contenders[index]!.kernel, route));
      }
    }
    lines.push(`#### ${route.title} (kernel.fetch, ${rounds} rounds of ${batch} requests)`, '');
    lines.push(
      `| app | req/s (median batch) | CPU / request (median batch) | CPU ÷ ${contenders[0]!.name} (median of round ratios) |`,
      '|---|---:|---:|---:|',
    );
    contenders.forEach((contender, i) => {
      const samples = rates[i]!;
      const ratio = median(samples.map((sample, round) => sample.cpuMicros / rates[0]![round]!.cpuMicros));
      const perSecond = Math.round(median(samples.map((sample) => sample.perSecond))).toLocaleString('en-US');
      const cpu = median(samples.map((sample) => sample.cpuMicros)).toFixed(2);
      lines.push(`| ${contender.name} | ${perSecond} | ${cpu} µs | ${ratio.toFixed(3)} |`);
    });
    lines.push('');
  }
  return lines;
}

/** The in-process comparison, as markdown; `baseline` is the other checkout's folder. */
export async function channelCost(baseline: string, rounds: number): Promise<string> {
  const before = (await import(pathToFileURL(join(baseline, 'build/std/bench/http/intake-app.js')).href)) as {
    kernel: Kernel;
  };
  const now = (await import('./intake-app.js')) as { kernel: Kernel };
  const lines = ['### Diagnostics channels, in one process', ''];
  lines.push('Nobody subscribed:', '');
  lines.push(
    ...(await compare(
      [
        { name: 'baseline build', kernel: before.kernel },
        { name: 'this build, channels unsubscribed', kernel: now.kernel },
      ],
      rounds,
    )),
  );
  const dropAll = {
    export: (_spans: unknown, done: (result: { code: number }) => void) => done({ code: 0 }),
    shutdown: async () => {},
  };
  const stop = instrument({
    tracerProvider: new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(dropAll)] }),
    meterProvider: new MeterProvider(),
  });
  lines.push('intake/otel subscribed (real SDK, spans dropped by the exporter):', '');
  lines.push(
    ...(await compare(
      [
        { name: 'baseline build', kernel: before.kernel },
        { name: 'this build, intake/otel subscribed', kernel: now.kernel },
      ],
      Math.max(1, rounds >> 1),
    )),
  );
  stop();
  return lines.join('\n');
}
