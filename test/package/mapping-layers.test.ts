// src/mapping loads without a circle: `request.ts` imports the class shape, the handler and
// Standard Schema, and none of them imports `request.ts` back — they recognise request classes
// by a brand (request-class.ts) — and shared types live where no cycle needs them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { importCycles, importGraph } from '../support/import-graph.js';

const graph = importGraph('mapping');

describe('src/mapping layers', () => {
  it('has no import cycle (type-only imports included)', () => {
    assert.deepEqual(importCycles(graph), []);
  });

  it("nothing but the public index, the derived classes (which extend Request) and the decorators' types imports request.ts", () => {
    const importers = [...graph.imports]
      .filter(([, targets]) => targets.some((target) => graph.name(target) === 'request.ts'))
      .map(([file]) => graph.name(file))
      .sort();
    assert.deepEqual(importers, [
      'decorators/field-helpers.ts',
      'decorators/pipeline.ts',
      'derived-classes.ts',
      'index.ts',
    ]);
  });
});
