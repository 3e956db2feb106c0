// The API report: every export of every public entry point (package.json "exports"), with its
// declaration, written by API Extractor from the declarations users receive (`stripInternal`,
// as `npm run build` emits them) into api/<entry>.api.md. `npm test` runs this with `--check`
// and fails when the public surface changed without the reports being updated, so every
// change to it is a reviewed diff; `npm run api:update` rewrites the reports.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const check = process.argv.includes('--check');
const root = resolve('.');
const declarations = join(root, 'build', 'api-declarations');
const reports = join(root, 'api');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

rmSync(declarations, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [
    join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
    ...['-p', 'tsconfig.build.json', '--outDir', declarations, '--emitDeclarationOnly'],
  ],
  { stdio: 'inherit' },
);
execFileSync(process.execPath, [join(root, 'scripts', 'optional-node-types.mjs'), declarations], {
  stdio: 'inherit',
});

/** `.` → intake, `./router` → intake-router: one report per entry point. */
const entries = Object.entries(manifest.exports)
  .filter(([, target]) => typeof target === 'object' && target.types !== undefined)
  .map(([subpath, target]) => ({
    name: subpath === '.' ? 'intake' : `intake-${subpath.slice(2).replaceAll('/', '-')}`,
    types: join(declarations, target.types.replace(/^\.\/dist\//, '')),
  }));

mkdirSync(reports, { recursive: true });
const configs = entries.map(({ name, types }) =>
  ExtractorConfig.prepare({
    configObjectFullPath: join(root, 'api', 'api-extractor.json'),
    packageJsonFullPath: join(root, 'package.json'),
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: types,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            lib: ['es2023', 'dom'],
            types: ['node'],
            strict: true,
            skipLibCheck: true,
            module: 'nodenext',
            moduleResolution: 'nodenext',
          },
        },
      },
      apiReport: {
        enabled: true,
        reportFolder: reports,
        reportTempFolder: join(root, 'build', 'api-report-temp'),
        reportFileName: name,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // The report states what is public; doc-comment style is biome's and the tests' concern.
        extractorMessageReporting: { default: { logLevel: 'none' } },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
        compilerMessageReporting: { default: { logLevel: 'error' } },
      },
    },
  }),
);
// One TypeScript program for every entry point.
const compilerState = CompilerState.create(configs[0], {
  additionalEntryPoints: configs.slice(1).map((config) => config.mainEntryPointFilePath),
});
const changed = [];
for (const config of configs) {
  const result = Extractor.invoke(config, { localBuild: !check, compilerState, showVerboseMessages: false });
  if (result.apiReportChanged) changed.push(config.reportFilePath);
  if (!result.succeeded && !(check && result.apiReportChanged)) {
    console.error(`api-report: ${config.mainEntryPointFilePath}: ${result.errorCount} errors`);
    process.exitCode = 1;
  }
}
if (changed.length > 0) {
  const files = changed.map((file) => `  ${file.slice(root.length + 1)}`).join('\n');
  console.error(
    check
      ? `api-report: the public API changed:\n${files}\nReview it, record it in CHANGELOG.md, and run npm run api:update.`
      : `api-report: updated\n${files}`,
  );
  if (check) process.exitCode = 1;
}
