// The router is split by concern: src/router/ defines routes (collector, route, pattern,
// expansion, URLs, checks) and src/router/matcher/ matches them. Definition may use the
// matcher only through the method tables; the matcher never reaches back into the collector;
// and no file imports itself through a cycle.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { importCycles, importGraph } from '../support/import-graph.js';

const graph = importGraph('router');

describe('src/router layers', () => {
  it('has no import cycle (type-only imports included)', () => {
    assert.deepEqual(importCycles(graph), []);
  });

  it('the matcher does not import the collector, and definition files reach the matcher only through method-table', () => {
    for (const [file, targets] of graph.imports) {
      const inMatcher = graph.name(file).startsWith('matcher/');
      for (const target of targets) {
        if (inMatcher)
          assert.notEqual(graph.name(target), 'collector.ts', `${graph.name(file)} imports the collector`);
        else if (graph.name(target).startsWith('matcher/')) {
          assert.equal(
            graph.name(target),
            'matcher/method-table.ts',
            `${graph.name(file)} imports ${graph.name(target)}`,
          );
        }
      }
    }
  });
});
