// `npm run bench:warm` (`-- --json` for JSON, `-- --processes=N` for more runs, `-- --sizes=20,80`
// for some class sizes only, `-- --parsed` for
// inputs made by `JSON.parse`, as a request body arrives — built key by key, as by default, an
// object of more than ~16 keys is in V8's dictionary mode, which a parsed body is not): what a FRESH
// class costs before V8 has tiered it up (issue 28). Each measurement runs in a child process of
// its own, so no contender inherits another's optimised code: the cost per call of calls 1–1,000,
// 1,000–2,000, … 19,000–20,000 and a steady block later on, the first call (compile + map) and
// the second, and the heap one compiled class keeps (300 distinct classes compiled in one
// process, `global.gc()` before and after). Contenders: intake (`handleArraySync`: the mapping
// without the promise), zod 4 `z.compile(…).parse` — as written, and with intake's `required` on
// text (blank text refused, which `z.string()` accepts) — and TypeBox
// `TypeCompiler.Compile(…).Decode`, all on the same generated shape of 20 or 80 typed JSON fields
// with the same bounds.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { z } from 'zod';
import { RequestHandler } from '../../src/index.js';
import { builtInputOf, fieldName, intakeClass, kindOf, zodShape } from './warm-shape.js';

const BLOCK = 1_000;
const BLOCKS = 20;
/** Steady state: the median block of calls 50,000–60,000, timed by the same loop as the curve. */
const STEADY_FROM = 50;
const STEADY_TO = 60;
const HEAP_CLASSES = 300;
const SIZES = [20, 80] as const;
/**
 * Class sizes of the growth table: the steady cost per field should stay flat, within one kind of
 * input object. `JSON.parse` makes an object of up to 127 keys with fast properties (a field read
 * is a map check and a load) and one of 128 or more in dictionary mode (a hash lookup a read);
 * an input built key by key is one from 20 keys on. So 160 and 320 parsed fields read
 * dictionaries where 20 and 80 do not, for every contender.
 */
const ALL_GROWTH_SIZES = [5, 20, 80, 160, 320] as const;
/** `-- --sizes=20,80` measures only those sizes (the growth table then has only their rows). */
const sizesFlag = process.argv.find((arg) => arg.startsWith('--sizes='));
const GROWTH_SIZES: readonly number[] =
  sizesFlag === undefined
    ? ALL_GROWTH_SIZES
    : ALL_GROWTH_SIZES.filter((size) => sizesFlag.slice('--sizes='.length).split(',').includes(String(size)));
const CONTENDERS = ['intake', 'zod z.compile', 'zod, blank text refused', 'TypeBox compiled'] as const;
type ContenderName = (typeof CONTENDERS)[number];

/** Inputs come out of `JSON.parse` (`--parsed`), or as built key by key. */
const parsedInputs = process.argv.includes('--parsed');

/** A valid input of `size` fields; `seed` varies the values, not the shape. */
function inputOf(tag: number, size: number, seed: number): Record<string, unknown> {
  const input = builtInputOf(tag, size, seed);
  return parsedInputs ? JSON.parse(JSON.stringify(input)) : input;
}

type Parse = (input: Record<string, unknown>) => unknown;

/** Builds (compiles) one contender's parser for the class `tag` of `size` fields. */
const builders: Record<ContenderName, (tag: number, size: number) => Parse> = {
  intake: intakeParser,
  'zod z.compile': (tag, size) => zodParser(tag, size, false),
  'zod, blank text refused': (tag, size) => zodParser(tag, size, true),
  'TypeBox compiled': typeboxParser,
};

let handler: RequestHandler | undefined;

function intakeParser(tag: number, size: number): Parse {
  const cls = intakeClass(tag, size);
  handler ??= new RequestHandler();
  const mapper = handler;
  return (input) => mapper.handleArraySync(cls, input);
}

/** zod's `z.compile` on the shape, as written or refusing blank text as intake's `required` does. */
function zodParser(tag: number, size: number, refuseBlank: boolean): Parse {
  const compiled = z.compile(zodShape(tag, size, refuseBlank));
  return (input) => compiled.parse(input);
}

function typeboxParser(tag: number, size: number): Parse {
  const properties: Record<string, ReturnType<typeof Type.String>> = {};
  for (let i = 0; i < size; i++) {
    const kind = kindOf(i);
    properties[fieldName(tag, i)] = (
      kind === 'text'
        ? Type.String({ maxLength: 64 })
        : kind === 'int'
          ? Type.Integer({ minimum: 0 })
          : kind === 'number'
            ? Type.Number()
            : Type.Boolean()
    ) as ReturnType<typeof Type.String>;
  }
  const compiled = TypeCompiler.Compile(Type.Object(properties));
  return (input) => compiled.Decode(input);
}

// ---------------------------------------------------------------- child: one measurement

interface CurveResult {
  /** ns for defining and compiling the class plus its first call, and for the second call. */
  first: number;
  second: number;
  /** ns a call, per block of 1,000 calls from the first. */
  blocks: number[];
  steady: number;
}

interface HeapResult {
  /** Bytes retained per class after one call each, and after three. */
  afterOne: number;
  afterThree: number;
  /** ns to define, compile and call once, per class, the library already warm. */
  compile: number;
}

/** Results are kept here, so the optimiser cannot drop the calls. */
const sink: unknown[] = [undefined];
/** CPU time of the process (all its threads, the JIT compiler's included) in ns: on a shared machine
 * wall time mostly measures the other processes. */
const now = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) * 1000;
};

function curve(contender: ContenderName, size: number): CurveResult {
  const inputs = Array.from({ length: 16 }, (_, seed) => inputOf(0, size, seed));
  const started = now();
  const parse = builders[contender](0, size);
  sink[0] = parse(inputs[0]!);
  const first = now() - started;
  const secondStarted = now();
  sink[0] = parse(inputs[1]!);
  const second = now() - secondStarted;
  const blocks: number[] = [];
  let calls = 2;
  for (let b = 0; b < STEADY_TO; b++) {
    const end = (b + 1) * BLOCK;
    const from = now();
    const count = end - calls;
    for (; calls < end; calls++) sink[0] = parse(inputs[calls & 15]!);
    blocks.push((now() - from) / count);
  }
  return { first, second, blocks: blocks.slice(0, BLOCKS), steady: median(blocks.slice(STEADY_FROM)) };
}

function heap(contender: ContenderName, size: number): HeapResult {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('the heap child needs --expose-gc');
  // Warm the library itself on a throwaway class, so the figures are per class, not per library.
  builders[contender](HEAP_CLASSES, size)(inputOf(HEAP_CLASSES, size, 0));
  const inputs = Array.from({ length: HEAP_CLASSES }, (_, tag) => inputOf(tag, size, 1));
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const started = now();
  const parsers = inputs.map((input, tag) => {
    const parse = builders[contender](tag, size);
    sink[0] = parse(input);
    return parse;
  });
  const compile = (now() - started) / HEAP_CLASSES;
  gc();
  gc();
  const afterOne = (process.memoryUsage().heapUsed - before) / HEAP_CLASSES;
  parsers.forEach((parse, tag) => {
    sink[0] = parse(inputs[tag]!);
    sink[0] = parse(inputs[tag]!);
  });
  gc();
  gc();
  const afterThree = (process.memoryUsage().heapUsed - before) / HEAP_CLASSES;
  sink[0] = parsers.length;
  return { afterOne, afterThree, compile };
}

// ---------------------------------------------------------------- parent: processes, medians

const self = fileURLToPath(import.meta.url);

function child(mode: 'curve' | 'heap', contender: ContenderName, size: number): Promise<unknown> {
  const args = [
    ...(mode === 'heap' ? ['--expose-gc'] : []),
    self,
    ...(parsedInputs ? ['--parsed'] : []),
    '--child',
    mode,
    contender,
    String(size),
  ];
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    proc.on('error', reject);
    proc.on('close', (code) => {
      if (code !== 0) reject(new Error(`${mode} ${contender} ${size}: exit ${code}`));
      else resolve(JSON.parse(out));
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const ns = (value: number) =>
  value >= 10_000 ? `${(value / 1000).toFixed(1)} µs` : `${Math.round(value)} ns`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every contender accepts a valid input; of an input whose first text field is blank, intake and
 * zod with the blank check refuse it, and the other two accept it (what the extra row adds).
 */
function checkContenders(): void {
  const refusesBlank: Record<ContenderName, boolean> = {
    intake: true,
    'zod z.compile': false,
    'zod, blank text refused': true,
    'TypeBox compiled': false,
  };
  const accepts = (parse: Parse, input: Record<string, unknown>) => {
    try {
      parse(input);
      return true;
    } catch {
      return false;
    }
  };
  for (const contender of CONTENDERS) {
    const tag = 900_000;
    const parse = builders[contender](tag, 20);
    const blank = { ...inputOf(tag, 20, 1), [fieldName(tag, 0)]: '   ' };
    if (!accepts(parse, inputOf(tag, 20, 1)) || accepts(parse, blank) === refusesBlank[contender]) {
      throw new Error(`${contender} does not map the shape as the other contenders do`);
    }
  }
}

async function parent(): Promise<void> {
  checkContenders();
  const flag = process.argv.find((arg) => arg.startsWith('--processes='));
  const processes = flag === undefined ? 5 : Number(flag.slice('--processes='.length));
  const json = process.argv.includes('--json');
  const load = loadavg().map((value) => value.toFixed(2));
  const curves = new Map<string, CurveResult[]>();
  const heaps = new Map<string, HeapResult[]>();
  const key = (contender: string, size: number) => `${contender}|${size}`;
  // Contenders alternate inside each round, so a slow phase of the machine hits all of them.
  for (let round = 0; round < processes; round++) {
    for (const size of GROWTH_SIZES) {
      for (const contender of CONTENDERS) {
        const list = curves.get(key(contender, size)) ?? [];
        list.push((await child('curve', contender, size)) as CurveResult);
        curves.set(key(contender, size), list);
        if (!(SIZES as readonly number[]).includes(size)) continue;
        const heapList = heaps.get(key(contender, size)) ?? [];
        heapList.push((await child('heap', contender, size)) as HeapResult);
        heaps.set(key(contender, size), heapList);
      }
    }
    console.error(`round ${round + 1}/${processes} done`);
  }
  const summary = SIZES.filter((size) => GROWTH_SIZES.includes(size)).map((size) => ({
    size,
    contenders: CONTENDERS.map((contender) => {
      const runs = curves.get(key(contender, size))!;
      const heapRuns = heaps.get(key(contender, size))!;
      return {
        contender,
        first: median(runs.map((run) => run.first)),
        second: median(runs.map((run) => run.second)),
        blocks: Array.from({ length: BLOCKS }, (_, b) => median(runs.map((run) => run.blocks[b]!))),
        warm: median(runs.map((run) => mean(run.blocks.slice(1, 6)))),
        steady: median(runs.map((run) => run.steady)),
        heapAfterOne: median(heapRuns.map((run) => run.afterOne)),
        heapAfterThree: median(heapRuns.map((run) => run.afterThree)),
        compile: median(heapRuns.map((run) => run.compile)),
      };
    }),
  }));
  const growth = GROWTH_SIZES.map((size) => ({
    size,
    steady: CONTENDERS.map((contender) => median(curves.get(key(contender, size))!.map((run) => run.steady))),
  }));
  const header = `${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores) · load average ${load.join(' ')} · ${processes} processes per contender and measurement, medians · inputs ${parsedInputs ? 'from JSON.parse' : 'built key by key'}`;
  if (json) {
    console.log(JSON.stringify({ header, summary, growth }, null, 2));
    return;
  }
  const lines: string[] = [`## Warm phase and compile cost (${header})`, ''];
  for (const { size, contenders } of summary) {
    lines.push(`#### ${size} fields: ns a call per block of 1,000 calls of a fresh class`, '');
    lines.push(
      `| calls | ${contenders.map((c) => c.contender).join(' | ')} | intake ÷ z.compile | intake ÷ zod, blank refused |`,
    );
    lines.push(`|---|${contenders.map(() => '---:').join('|')}|---:|---:|`);
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    const row = (label: string, values: number[]) =>
      lines.push(
        `| ${label} | ${values.map(ns).join(' | ')} | ${ratio(values[0]!, values[1]!)} | ${ratio(values[0]!, values[2]!)} |`,
      );
    for (let b = 0; b < BLOCKS; b++) {
      row(
        `${(b * BLOCK).toLocaleString('en')}–${((b + 1) * BLOCK).toLocaleString('en')}`,
        contenders.map((c) => c.blocks[b]!),
      );
    }
    row(
      '**1,000–6,000**',
      contenders.map((c) => c.warm),
    );
    row(
      `steady (${(STEADY_FROM * BLOCK).toLocaleString('en')}–${(STEADY_TO * BLOCK).toLocaleString('en')})`,
      contenders.map((c) => c.steady),
    );
    lines.push('');
    lines.push(`#### ${size} fields: compile and heap`, '');
    lines.push(
      '| | first call (fresh process) | second call | compile + 1 call, library warm | heap per class, 1 call | after 3 calls |',
    );
    lines.push('|---|---:|---:|---:|---:|---:|');
    for (const c of contenders) {
      lines.push(
        `| ${c.contender} | ${ns(c.first)} | ${ns(c.second)} | ${ns(c.compile)} | ${kb(c.heapAfterOne)} | ${kb(c.heapAfterThree)} |`,
      );
    }
    lines.push('');
  }
  lines.push('#### Growth: steady ns a call (ns a field), calls 50,000–60,000 of a fresh class', '');
  lines.push(`| fields | ${CONTENDERS.join(' | ')} | intake ÷ z.compile | intake ÷ zod, blank refused |`);
  lines.push(`|---:|${CONTENDERS.map(() => '---:').join('|')}|---:|---:|`);
  for (const { size, steady } of growth) {
    const cells = steady.map((value) => `${ns(value)} (${(value / size).toFixed(1)})`);
    lines.push(
      `| ${size} | ${cells.join(' | ')} | ${(steady[0]! / steady[1]!).toFixed(2)} | ${(steady[0]! / steady[2]!).toFixed(2)} |`,
    );
  }
  lines.push('');
  lines.push(
    parsedInputs
      ? 'Inputs from `JSON.parse` are dictionaries from 128 keys on: per-field costs compare within 5–80 and within 160–320.'
      : 'Inputs built key by key are dictionaries from 20 keys on (`--parsed` for what a request body gives).',
    '',
  );
  console.log(lines.join('\n'));
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

const childAt = process.argv.indexOf('--child');
if (childAt >= 0) {
  const [mode, contender, size] = process.argv.slice(childAt + 1) as [
    'curve' | 'heap',
    ContenderName,
    string,
  ];
  const result = mode === 'curve' ? curve(contender, Number(size)) : heap(contender, Number(size));
  process.stdout.write(JSON.stringify(result));
} else {
  await parent();
}
