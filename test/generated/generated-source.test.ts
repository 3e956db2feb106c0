// The code every generator writes, read through intake/inspect as users read it and compared
// with the committed copies in test/generated/<generator>/, so that every change to generated
// code is reviewed as a diff of that code. After an intended change, rewrite the copies with
// `UPDATE_GENERATED_SOURCE=1 npm test` and review the diff like any other.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  type GeneratedFunction,
  type GeneratedListing,
  inspectClass,
  inspectRoutes,
  inspectRules,
  inspectView,
} from '../../src/inspect/index.js';
import { formatFunction } from '../../src/inspect/listing.js';
import { decoratorMode } from '../support/decorator-mode.js';
import { classes, routeTables, rules, views } from './fixtures.js';

const folder = fileURLToPath(new URL('../../../../test/generated/', import.meta.url));
const update = process.env.UPDATE_GENERATED_SOURCE === '1';

/** Each generator's functions of one listing, as the files `<generator>/<fixture>.js` hold them. */
function filesOf(fixture: string, listing: GeneratedListing): Map<string, string> {
  const byGenerator = new Map<string, GeneratedFunction[]>();
  for (const generated of listing.functions) {
    const list = byGenerator.get(generated.generator) ?? [];
    list.push(generated);
    byGenerator.set(generated.generator, list);
  }
  const files = new Map<string, string>();
  for (const [generator, functions] of byGenerator) {
    files.set(join(generator, `${fixture}.js`), `${functions.map(formatFunction).join('\n\n')}\n`);
  }
  return files;
}

function compare(files: Map<string, string>): void {
  for (const [name, source] of files) {
    const file = join(folder, name);
    if (update || !existsSync(file)) {
      assert.ok(process.env.CI !== 'true', `${file} is missing: run UPDATE_GENERATED_SOURCE=1 npm test`);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, source);
    }
    assert.equal(source, readFileSync(file, 'utf8'), `${name} differs from the generated code`);
  }
}

const listings: [string, GeneratedListing][] = [
  ...classes.map((cls): [string, GeneratedListing] => [cls.name, inspectClass(cls)]),
  ...views.map((cls): [string, GeneratedListing] => [cls.name, inspectView(cls)]),
  ...Object.entries(rules).map(([name, object]): [string, GeneratedListing] => [
    `rules-${name}`,
    inspectRules(object),
  ]),
  ...Object.entries(routeTables).map(([name, table]): [string, GeneratedListing] => [
    `routes-${name}`,
    inspectRoutes(table()),
  ]),
];

describe(`generated source (${decoratorMode} decorators)`, () => {
  // Both decorator modes must generate the same code: one file per fixture serves both.
  for (const [fixture, listing] of listings) {
    test(fixture, () => compare(filesOf(fixture, listing)));
  }

  test('every generator has a snapshot folder, and every snapshot a fixture that writes it', () => {
    const written = new Set(listings.flatMap(([fixture, listing]) => [...filesOf(fixture, listing).keys()]));
    const generators = new Set([...written].map((name) => name.split('/')[0]));
    assert.deepEqual([...generators].sort(), [
      'mapping.collect',
      'mapping.export',
      'mapping.fast-path',
      'mapping.finish',
      'mapping.json',
      'mapping.view-json',
      'router.finder',
      'router.static',
      'router.subtree',
      'validator.checks',
    ]);
    const committed = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => readdirSync(join(folder, entry.name)).map((file) => `${entry.name}/${file}`));
    assert.deepEqual(committed.sort(), [...written].sort(), 'a stale snapshot file has no fixture');
  });
});
