// The Markdown `bench:app` prints: one row per measurement, one column per stack, each cell the
// median with its min–max, and beside the other stacks their ratio to intake.
import type { Route } from '../http/driver.js';
import type { ColdLife, LoadSample } from './measure.js';
import type { StackName } from './stack.js';

export interface Column {
  name: StackName;
  tsc: number[];
  cold: ColdLife[];
  openapi: Array<{ ms: number; paths: number; bytes: number }>;
  post: LoadSample[];
  put: LoadSample[];
  /** tsc `--extendedDiagnostics` of every build. */
  diagnostics: Array<Record<string, string>>;
}

export interface ReportInput {
  env: { date: string; node: string; cpu: string; cores: number };
  seed: number;
  routes: number;
  loadRoutes: { post: Route; put: Route };
  settings: {
    tscRounds: number;
    coldRounds: number;
    loadRounds: number;
    warmupSeconds: number;
    roundSeconds: number;
  };
  loadAverages: [number[], number[]];
  columns: Column[];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const LABELS: Record<StackName, string> = {
  intake: 'intake',
  nest: 'NestJS + class-validator',
  fastify: 'Fastify + TypeBox',
  hono: 'Hono + zod',
};

interface Row {
  label: string;
  values: (column: Column) => number[];
  format: (value: number) => string;
  /** Show min–max beside the median (where there are several samples). */
  spread?: boolean;
  ratio?: boolean;
}

const ms = (value: number) =>
  `${value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1)} ms`;
const mb = (value: number) => `${(value / 1048576).toFixed(1)} MB`;
const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

function rowsFor(input: ReportInput): Row[] {
  const heapGrowth = (c: Column) => c.cold.map((life) => life.heapAfter - life.heapBefore);
  const diagnostic = (key: string) => (c: Column) =>
    c.diagnostics.map((values) => Number.parseFloat(values[key] ?? 'NaN'));
  return [
    { label: '`tsc` full build (wall)', values: (c) => c.tsc, format: ms, spread: true, ratio: true },
    {
      label: 'tsc check time',
      values: (c) => diagnostic('Check time')(c).map((s) => s * 1000),
      format: ms,
      spread: true,
      ratio: true,
    },
    { label: 'tsc instantiations', values: diagnostic('Instantiations'), format: thousands, ratio: true },
    {
      label: 'tsc memory',
      values: (c) => diagnostic('Memory used')(c).map((k) => k * 1024),
      format: mb,
      ratio: true,
    },
    {
      label: 'start-up to listening',
      values: (c) => c.cold.map((l) => l.startMs),
      format: ms,
      spread: true,
      ratio: true,
    },
    {
      label: 'very first request (POST)',
      values: (c) => c.cold.map((l) => l.firstRequestMs),
      format: ms,
      spread: true,
      ratio: true,
    },
    {
      label: `all ${input.routes.toLocaleString('en-US')} routes hit once`,
      values: (c) => c.cold.map((l) => l.everyRouteMs),
      format: ms,
      spread: true,
      ratio: true,
    },
    {
      label: 'heap after start-up (after GC)',
      values: (c) => c.cold.map((l) => l.heapBefore),
      format: mb,
      spread: true,
      ratio: true,
    },
    {
      label: 'heap after every route was hit',
      values: (c) => c.cold.map((l) => l.heapAfter),
      format: mb,
      spread: true,
      ratio: true,
    },
    { label: '… growth', values: heapGrowth, format: mb, spread: true, ratio: true },
    {
      label: 'OpenAPI document generation',
      values: (c) => c.openapi.map((o) => o.ms),
      format: ms,
      spread: true,
    },
    {
      label: 'POST req/s',
      values: (c) => c.post.map((s) => s.requestsPerSecond),
      format: thousands,
      spread: true,
      ratio: true,
    },
    { label: 'POST p99', values: (c) => c.post.map((s) => s.p99), format: ms, spread: true },
    {
      label: 'POST server CPU / request',
      values: (c) => c.post.map((s) => s.cpuMicros),
      format: (v) => `${v.toFixed(1)} µs`,
      spread: true,
      ratio: true,
    },
    {
      label: 'PUT req/s',
      values: (c) => c.put.map((s) => s.requestsPerSecond),
      format: thousands,
      spread: true,
      ratio: true,
    },
    { label: 'PUT p99', values: (c) => c.put.map((s) => s.p99), format: ms, spread: true },
    {
      label: 'PUT server CPU / request',
      values: (c) => c.put.map((s) => s.cpuMicros),
      format: (v) => `${v.toFixed(1)} µs`,
      spread: true,
      ratio: true,
    },
  ];
}

function cell(row: Row, column: Column, intake: number): string {
  const values = row.values(column).filter((value) => !Number.isNaN(value));
  if (values.length === 0) return 'n/a';
  const middle = median(values);
  let text = row.format(middle);
  if (row.spread && values.length > 1) {
    text += ` (${row.format(Math.min(...values)).replace(/ \S+$/, '')}–${row.format(Math.max(...values))})`;
  }
  if (row.ratio && column.name !== 'intake') text += ` · ${(middle / intake).toFixed(2)}×`;
  return text;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export function printReport(input: ReportInput): void {
  const { env, settings } = input;
  const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(' / ');
  const failures = input.columns
    .flatMap((c) => [...c.post, ...c.put])
    .reduce((sum, s) => sum + s.failures, 0);
  const title =
    input.routes === 1000 ? 'A generated 1,000-route app' : `A generated ${input.routes}-route app`;
  console.log(`## ${title} — \`npm run bench:app\`\n`);
  console.log(
    `${env.date} · Node ${env.node} · ${env.cpu} (${env.cores} cores) · seed ${input.seed}, ${input.routes.toLocaleString('en-US')} routes · load average (1/5/15 min) ${load(input.loadAverages[0])} at the start, ${load(input.loadAverages[1])} at the end\n`,
  );
  console.log(
    `tsc: ${count(settings.tscRounds, 'build')} per stack; fresh processes: ${settings.coldRounds} per stack; autocannon (100 connections, pipelining 10): ${settings.warmupSeconds} s warm-up, then ${count(settings.loadRounds, 'round')} of ${settings.roundSeconds} s per server; stacks alternate in rotated order every round. Median (min–max) · ratio to intake (above 1: more of it than intake). Non-2xx or failed requests under load: ${failures}.\n`,
  );
  console.log(`| | ${input.columns.map((c) => LABELS[c.name]).join(' | ')} |`);
  console.log(`|---|${input.columns.map(() => '---:').join('|')}|`);
  const intakeColumn = input.columns.find((c) => c.name === 'intake')!;
  for (const row of rowsFor(input)) {
    const reference = median(row.values(intakeColumn));
    console.log(`| ${row.label} | ${input.columns.map((c) => cell(row, c, reference)).join(' | ')} |`);
  }
  const document = intakeColumn.openapi[0];
  if (document) {
    console.log(
      `\nOpenAPI: intake's document has ${document.paths} paths, ${(document.bytes / 1024).toFixed(0)} KiB of JSON. Under load: ${input.loadRoutes.post.title}; ${input.loadRoutes.put.title}.`,
    );
  }
}
