// The emitted module is the generated code, not a copy that may drift: for random request classes
// (built-in steps, then every hook), a build written by `aheadOfTimeBuild` and loaded through the
// module loader serves a second, identical class — every generated function taken from the
// module, none compiled, a miss refused — and maps every random input as the closures do. A flat
// class is taken ready from the build (its entry in `classes`), valid input and invalid alike.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { forgetBuild, useBuild } from '../../src/compiler/compiled-build.js';
import {
  type BuiltClass,
  type BuiltFactory,
  type CompiledBuild,
  RequestHandler,
  RouteCollector,
} from '../../src/index.js';
import { aheadOfTimeBuild } from '../../src/inspect/index.js';
import { mappingOutcome } from '../support/mapping-outcome.js';
import { build, type ClassSpec, hookedClass, input, topClass } from '../support/random-request-classes.js';

const dir = join(process.cwd(), 'build', 'emitted-build-property');
const load = createRequire(import.meta.url);
const closures = new RequestHandler(undefined, { jitless: true });
let written = 0;

after(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the build of a route table declaring `spec`'s class and loads it as CommonJS. */
function emittedBuildOf(spec: ClassSpec): CompiledBuild {
  const routes = new RouteCollector();
  routes.post('/mapped', () => null).body(build(spec));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `build-${written++}.cjs`);
  writeFileSync(file, aheadOfTimeBuild(routes, { format: 'cjs' }).module);
  return load(file) as CompiledBuild;
}

/** The same build, counting how many of its functions and of its ready classes are taken. */
function counted(emitted: CompiledBuild): {
  build: CompiledBuild;
  taken: () => number;
  ready: number;
  readyTaken: () => number;
} {
  let taken = 0;
  let readyTaken = 0;
  const functions: Record<string, BuiltFactory> = {};
  for (const [key, factory] of Object.entries(emitted.functions)) {
    functions[key] = (values) => {
      taken++;
      return factory(values);
    };
  }
  // A ready class is taken when its fast path's key is read, after it was found by its print.
  const classes: Record<string, BuiltClass> = {};
  for (const [key, entry] of Object.entries(emitted.classes ?? {})) {
    classes[key] = Object.defineProperty({ ...entry }, 'fastPath', {
      enumerable: true,
      get: () => {
        readyTaken++;
        return entry.fastPath;
      },
    });
  }
  return {
    build: { format: 1, functions, classes },
    taken: () => taken,
    ready: Object.keys(classes).length,
    readyTaken: () => readyTaken,
  };
}

type Input = typeof input extends fc.Arbitrary<infer T> ? T : never;

async function servedAsClosuresServe(spec: ClassSpec, inputs: Input[]) {
  const emitted = counted(emittedBuildOf(spec));
  // A second class of the same declarations: nothing compiled for the first is reused.
  const cls = build(spec);
  useBuild(emitted.build, 'refuse', false);
  try {
    const fromBuild = new RequestHandler();
    for (const { body, route, context, limits } of inputs) {
      const options = limits === undefined ? { route, context } : { route, context, limits };
      const expected = await mappingOutcome(() => closures.handleArray(cls, body, options));
      const actual = await mappingOutcome(() => fromBuild.handleArray(cls, body, options));
      assert.deepStrictEqual(actual, expected);
    }
  } finally {
    forgetBuild();
  }
  assert.ok(emitted.taken() > 0, 'the mapping ran functions of the build');
  // A class ready in the build is mapped from its entry, neither planned nor written first.
  if (emitted.ready > 0) assert.ok(emitted.readyTaken() > 0, 'the ready class was taken from the build');
}

describe('a build module loaded from disk', () => {
  it('maps random classes of built-in steps as the closures do, compiling nothing', async () => {
    await fc.assert(
      fc.asyncProperty(topClass, fc.array(input, { minLength: 1, maxLength: 4 }), servedAsClosuresServe),
      { numRuns: 120 },
    );
  });

  it('maps random classes with hooks (pre- and post-processors, casters, generators) alike', async () => {
    await fc.assert(
      fc.asyncProperty(hookedClass, fc.array(input, { minLength: 1, maxLength: 4 }), servedAsClosuresServe),
      { numRuns: 80 },
    );
  });
});
