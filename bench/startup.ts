// What a user pays before the first request: the cold `import` of a library (one fresh Node
// process per sample, contenders interleaved, median of the samples) and what installing it
// adds to node_modules (the package and every dependency it pulls in, each counted once).
// intake is measured as published: `dist/`, reached as `import 'intake'` through the package's
// own exports (`npm run bench:startup` builds it first). `npm run bench:startup -- 22 24 26`
// runs it again on each of those Node lines (binaries from scripts/node-lines.mjs), one table
// per line, each headed by its Node version.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { environment } from './harness.js';

interface Subject {
  name: string;
  /** The modules a user imports to start, in order. */
  modules: string[];
}

const subjects: Subject[] = [
  { name: 'intake', modules: ['intake'] },
  { name: 'hono', modules: ['hono'] },
  { name: 'fastify', modules: ['fastify'] },
  { name: 'zod', modules: ['zod'] },
  { name: 'class-validator + class-transformer', modules: ['class-validator', 'class-transformer'] },
];
const samples = Number(process.env.STARTUP_SAMPLES ?? 15);
const otherLines = process.argv.slice(2).filter((argument) => /^\d+$/.test(argument));
const root = process.cwd();

/** One fresh process: milliseconds spent in the imports, and since the process began. */
function sample(subject: Subject): { importMs: number; processMs: number } {
  const imports = subject.modules.map((name) => `await import(${JSON.stringify(name)});`).join(' ');
  const script = `const start = performance.now(); ${imports} const end = performance.now();
    console.log(JSON.stringify({ importMs: end - start, processMs: end }));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`${subject.name}: ${child.stderr}`);
  return JSON.parse(child.stdout) as { importMs: number; processMs: number };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Bytes of the files under `dir`, nested node_modules left to the dependency walk. */
function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

/** The folder Node would load `name` from when required by the package in `from`. */
function packageFolder(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
}

interface Manifest {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** What npm installs for a package: its runtime, installed optional and required peer dependencies. */
function installedDependencies(folder: string): string[] {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest;
  const peers = Object.keys(manifest.peerDependencies ?? {}).filter(
    (name) => manifest.peerDependenciesMeta?.[name]?.optional !== true,
  );
  return [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
    ...peers,
  ];
}

/** Bytes of `folders` and of every package they depend on, each package counted once. */
function closureBytes(
  folders: string[],
  ownBytes: (folder: string) => number,
): { bytes: number; packages: number } {
  const seen = new Set<string>();
  const queue = [...folders];
  let bytes = 0;
  while (queue.length > 0) {
    const folder = queue.pop()!;
    if (seen.has(folder)) continue;
    seen.add(folder);
    bytes += ownBytes(folder);
    for (const name of installedDependencies(folder)) {
      const dependency = packageFolder(name, folder);
      if (dependency !== undefined) queue.push(dependency);
    }
  }
  return { bytes, packages: seen.size };
}

/** intake's own bytes are those of its tarball's files, not of the repository around it. */
function publishedBytes(): number {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return (JSON.parse(output) as [{ unpackedSize: number }])[0].unpackedSize;
}

function installedSize(subject: Subject): { bytes: number; packages: number } {
  if (subject.name === 'intake') {
    const intakeBytes = publishedBytes();
    return closureBytes([root], (folder) => (folder === root ? intakeBytes : folderBytes(folder)));
  }
  const folders = subject.modules.map((name) => packageFolder(name.split('/')[0]!, root)!);
  return closureBytes(folders, folderBytes);
}

const timings = new Map(
  subjects.map((subject) => [subject.name, { importMs: [] as number[], processMs: [] as number[] }]),
);
for (const subject of subjects) sample(subject); // first runs fill the OS file cache
for (let round = 0; round < samples; round++) {
  // Interleaved and rotated, so drift on a shared machine spreads over every contender.
  for (let i = 0; i < subjects.length; i++) {
    const subject = subjects[(round + i) % subjects.length]!;
    const { importMs, processMs } = sample(subject);
    timings.get(subject.name)!.importMs.push(importMs);
    timings.get(subject.name)!.processMs.push(processMs);
  }
}

const env = environment();
const rows = subjects.map((subject) => {
  const timing = timings.get(subject.name)!;
  return {
    subject,
    importMs: median(timing.importMs),
    processMs: median(timing.processMs),
    ...installedSize(subject),
  };
});
const reference = rows[0]!;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log('### Start-up and install size\n');
console.log(
  `${env.date} · Node ${env.node} · ${env.cpu} (${env.cores} cores) · ${samples} processes per contender, medians\n`,
);
console.log(
  '| contender | cold import | × intake | process start to imported | installed | packages | × intake size |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.subject.name} | ${row.importMs.toFixed(1)} ms | ${(row.importMs / reference.importMs).toFixed(2)} | ` +
      `${row.processMs.toFixed(1)} ms | ${megabytes(row.bytes)} | ${row.packages} | ${(row.bytes / reference.bytes).toFixed(2)} |`,
  );
}

// The same benchmark on other Node lines: this file run by each line's binary, in turn.
if (otherLines.length > 0) {
  const nodeLines = (await import(new URL('../../../scripts/node-lines.mjs', import.meta.url).href)) as {
    nodeBinary(line: string): string;
  };
  for (const line of otherLines) {
    console.log('');
    spawnSync(nodeLines.nodeBinary(line), [process.argv[1]!], { cwd: root, stdio: 'inherit' });
  }
}
