// `npm run bench:built`: what a fresh class costs from its first call with the ahead-of-time
// build (`configure({ build })`, docs/build.md) beside run-time generation and zod 4's
// `z.compile` (as written, and refusing blank text as intake's `required` does: the same rules),
// each contender in processes of its own (issue 41). Per process, in CPU time:
// - loading the build (the others load nothing), with the background work V8 does after it;
// - the first call: defining the class, building its mapping and mapping once, intake itself
//   still cold (its modules loaded, nothing run);
// - the same for 30 further classes once the library is warm and the background work of the
//   first class's calls has settled (the median: a class's own cost),
//   split into defining the class or schema (the application's code, run as its modules load)
//   and the library's part: building the mapping and mapping once (one `RequestHandler` per
//   process, as the kernel keeps one; zod compiles each schema);
// - calls 1–1,000 and 1,000–6,000 of the first class, per call, and a steady block (50,000–60,000);
// - the first call and calls 1–1,000 in all, library cold and warm: a first tier moves the writing
//   of a class's code from its first call to a later one (first-tier.ts), which these rows count.
// The classes are the warm-phase shape (bench/mapping/warm-phase.ts): 20 or 80 typed fields,
// text, integers, numbers and flags with bounds; inputs as JSON.parse makes them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { configure, type Request, RequestHandler, RouteCollector } from '../../src/index.js';
import { aheadOfTimeBuild } from '../../src/inspect/index.js';
import { builtInputOf, intakeClass, zodShape } from './warm-shape.js';

const CONTENDERS = [
  'intake, built ahead of time',
  'intake, generated at run time',
  'zod z.compile',
  'z.compile, blank text refused',
] as const;
type ContenderName = (typeof CONTENDERS)[number];
const SIZES = [20, 80] as const;
const WARM_CLASSES = 30;
const THOUSAND_CLASSES = 10;
const BLOCK = 1_000;
/** How long a child waits after loading, and after the first class's calls: V8's background work settles meanwhile. */
const SETTLE_MS = 300;

/** A valid input of `size` fields, as `JSON.parse` makes one. */
function inputOf(tag: number, size: number, seed: number): Record<string, unknown> {
  return JSON.parse(JSON.stringify(builtInputOf(tag, size, seed)));
}

type Parse = (input: Record<string, unknown>) => unknown;

/** What the application declares: a request class, or a zod schema. */
type Declared = { intake: new () => Request } | { zod: z.ZodObject };

/** The application's own code, run when its modules load: the class or schema of `tag`. */
function declare(contender: ContenderName, tag: number, size: number): Declared {
  if (contender === 'zod z.compile' || contender === 'z.compile, blank text refused') {
    // The second asks of text what intake's `required` does: not blank (the same rules).
    return { zod: zodShape(tag, size, contender === 'z.compile, blank text refused') };
  }
  return { intake: intakeClass(tag, size) };
}

/** The one handler of a child process, made at its first class: an application keeps one for every class. */
let handler: RequestHandler | undefined;

/** The library's part: what maps the declared class or schema. */
function parserOf(declared: Declared): Parse {
  if ('zod' in declared) {
    const compiled = z.compile(declared.zod);
    return (input) => compiled.parse(input);
  }
  const mapper = (handler ??= new RequestHandler());
  return (input) => mapper.handleArraySync(declared.intake, input);
}

/** The tags a child maps: the first class, the library-warming one, then the warm ones. */
const FIRST = 0;
const WARMER = 1;
const warmTags = Array.from({ length: WARM_CLASSES }, (_, i) => i + 2);
/** Classes mapped 1,000 times each, after the warm ones: their work must not spill into those. */
const thousandTags = Array.from({ length: THOUSAND_CLASSES }, (_, i) => i + 2 + WARM_CLASSES);

/** Writes the build of every class a child of `size` maps. */
function writeBuild(dir: string, size: number): string {
  const routes = new RouteCollector();
  for (const tag of [FIRST, WARMER, ...warmTags, ...thousandTags])
    routes.post(`/c${tag}`, () => null).body(intakeClass(tag, size));
  const file = join(dir, `build-${size}.js`);
  writeFileSync(file, aheadOfTimeBuild(routes, { writtenFor: `bench classes of ${size} fields` }).module);
  return file;
}

// ---------------------------------------------------------------- child: one process

const sink: unknown[] = [undefined];
const now = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) * 1000;
};

interface ChildResult {
  /** Loading the build (nothing for the others), with the background work that follows it. */
  load: number;
  first: number;
  /** Defining a class (or schema) once the library is warm: the application's code. */
  define: number;
  /** Its first call: building its mapping and mapping once (the library's part). */
  warm: number;
  calls1to1000: number;
  /** The first call and calls 1–1,000 of the first class, in all: what moves between the two stays counted. */
  firstThousand: number;
  /** The first 1,000 calls of a defined class once the library is warm, in all (median of 10). */
  warmThousand: number;
  calls1000to6000: number;
  steady: number;
}

async function runChild(contender: ContenderName, size: number, buildFile: string): Promise<ChildResult> {
  let started = now();
  if (contender === 'intake, built ahead of time') {
    configure({ build: (await import(pathToFileURL(buildFile).href)).default, staleBuild: 'refuse' });
  }
  // V8 goes on working on what was just loaded (a build module most) on background threads,
  // whose CPU time the process's clock counts: that work is the load's, measured here, and
  // must not land in the first call's figure.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const load = now() - started;
  const inputs = Array.from({ length: 16 }, (_, seed) => inputOf(FIRST, size, seed));
  started = now();
  const parse = parserOf(declare(contender, FIRST, size));
  sink[0] = parse(inputs[0]!);
  const first = now() - started;
  const blocks: number[] = [];
  let calls = 1;
  for (let b = 0; b < 60; b++) {
    const end = (b + 1) * BLOCK;
    const from = now();
    const count = end - calls;
    for (; calls < end; calls++) sink[0] = parse(inputs[calls & 15]!);
    blocks.push((now() - from) / count);
  }
  // The 60,000 calls leave V8 optimising their code and collecting their garbage on background
  // threads, whose CPU time the clock counts: it is theirs, not the next classes', so it settles
  // first, as after loading.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  sink[0] = parserOf(declare(contender, WARMER, size))(inputOf(WARMER, size, 0));
  const define: number[] = [];
  const warm: number[] = [];
  for (const tag of warmTags) {
    const input = inputOf(tag, size, 1);
    started = now();
    const declared = declare(contender, tag, size);
    const defined = now();
    sink[0] = parserOf(declared)(input);
    warm.push(now() - defined);
    define.push(defined - started);
  }
  const warmThousand: number[] = [];
  for (const tag of thousandTags) {
    const inputs = Array.from({ length: 16 }, (_, seed) => inputOf(tag, size, seed));
    const declared = declare(contender, tag, size);
    started = now();
    const parseWarm = parserOf(declared);
    for (let call = 0; call < 1000; call++) sink[0] = parseWarm(inputs[call & 15]!);
    warmThousand.push(now() - started);
  }
  return {
    load,
    first,
    define: median(define),
    warm: median(warm),
    calls1to1000: blocks[0]!,
    firstThousand: first + blocks[0]! * (BLOCK - 1),
    warmThousand: median(warmThousand),
    calls1000to6000: mean(blocks.slice(1, 6)),
    steady: median(blocks.slice(50)),
  };
}

// ---------------------------------------------------------------- parent

const self = fileURLToPath(import.meta.url);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const time = (value: number) =>
  value >= 1_000_000
    ? `${(value / 1_000_000).toFixed(2)} ms`
    : value >= 10_000
      ? `${(value / 1000).toFixed(1)} µs`
      : `${Math.round(value)} ns`;

function child(contender: ContenderName, size: number, buildFile: string): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [self, '--child', contender, String(size), buildFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    proc.on('error', reject);
    proc.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${contender}: exit ${code}`)),
    );
  });
}

async function parent(): Promise<void> {
  const flag = process.argv.find((arg) => arg.startsWith('--processes='));
  const processes = flag === undefined ? 5 : Number(flag.slice('--processes='.length));
  const dir = mkdtempSync(join(tmpdir(), 'intake-bench-built-'));
  try {
    console.log(`# A fresh class from its first call: ahead-of-time build, run-time generation, z.compile`);
    console.log(
      `\nNode ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, load ${loadavg()[0]!.toFixed(2)}; ` +
        `${processes} processes per contender, contenders alternating; CPU time; medians.`,
    );
    for (const size of SIZES) {
      const buildFile = writeBuild(dir, size);
      const results = new Map<ContenderName, ChildResult[]>(CONTENDERS.map((name) => [name, []]));
      for (let round = 0; round < processes; round++) {
        for (const contender of CONTENDERS)
          results.get(contender)!.push(await child(contender, size, buildFile));
      }
      const of = (contender: ContenderName, key: keyof ChildResult) =>
        median(results.get(contender)!.map((r) => r[key]));
      const rows: [string, keyof ChildResult][] = [
        ['loading the build, with its background work (CPU over 300 ms)', 'load'],
        ['first call, library cold (class + mapping + 1 call)', 'first'],
        ["defining a class, library warm (the application's code; median of 30)", 'define'],
        ['first call of a defined class, library warm (mapping + 1 call; median of 30)', 'warm'],
        ['calls 1–1,000, per call', 'calls1to1000'],
        ['first call and calls 1–1,000 in all, library cold', 'firstThousand'],
        ['first 1,000 calls of a defined class in all, library warm (median of 10)', 'warmThousand'],
        ['calls 1,000–6,000, per call', 'calls1000to6000'],
        ['steady (calls 50,000–60,000), per call', 'steady'],
      ];
      console.log(`\n## ${size} fields\n`);
      console.log(
        `| | ${CONTENDERS.join(' | ')} | built ÷ z.compile | run time ÷ z.compile | run time ÷ z.compile, same rules | built ÷ run time |`,
      );
      console.log(`|---|${CONTENDERS.map(() => '---:').join('|')}|---:|---:|---:|---:|`);
      for (const [label, key] of rows) {
        const [built, runtime, zod, zodSameRules] = CONTENDERS.map((contender) => of(contender, key)) as [
          number,
          number,
          number,
          number,
        ];
        const ratio = (a: number, b: number) => (a / b).toFixed(2);
        console.log(
          `| ${label} | ${[built, runtime, zod, zodSameRules].map(time).join(' | ')} | ${ratio(built, zod)} | ${ratio(runtime, zod)} | ${ratio(runtime, zodSameRules)} | ${ratio(built, runtime)} |`,
        );
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  const [, , , contender, size, buildFile] = process.argv;
  const result = await runChild(contender as ContenderName, Number(size), buildFile!);
  process.stdout.write(JSON.stringify(result));
} else {
  await parent();
}
