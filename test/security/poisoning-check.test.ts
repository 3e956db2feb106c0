// The poisoning check that the hostile-input tests rely on must see a real pollution and must
// not see what Node defines on its own (Node 26 registers undici's dispatcher symbols lazily).
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { assertNoPoisoning, nodeOwnedRoots, restoreGlobals } from '../support/poisoning.js';

const globals = globalThis as unknown as Record<PropertyKey, unknown>;

describe('assertNoPoisoning', () => {
  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>).polluted;
    delete (Array.prototype as unknown as Record<string, unknown>).polluted;
    restoreGlobals();
  });

  it('passes when nothing changed', () => {
    assertNoPoisoning();
  });

  const pollutions: Array<[string, () => void]> = [
    ['a property planted on Object.prototype', () => Object.assign(Object.prototype, { polluted: 1 })],
    ['a property planted on Array.prototype', () => Object.assign(Array.prototype, { polluted: 1 })],
    ['a replaced built-in method', () => Object.assign(String.prototype, { trim: () => 'x' })],
    ['a new string-named global', () => Object.assign(globalThis, { polluted: 1 })],
    ['a new global under a symbol of our own', () => (globals[Symbol('polluted')] = 1)],
    [
      "a global under a registered symbol outside Node's namespaces",
      () => (globals[Symbol.for('app.dispatcher')] = 1),
    ],
  ];
  for (const [name, pollute] of pollutions) {
    it(`fails on ${name}`, () => {
      pollute();
      assert.throws(() => assertNoPoisoning(), /Poisoning detected/);
    });
  }

  it('ignores the undici dispatcher symbols Node registers on globalThis', () => {
    globals[Symbol.for('undici.globalDispatcher.7')] = { dispatch() {} };
    assertNoPoisoning();
    delete globals[Symbol.for('undici.globalDispatcher.7')];
  });

  it('still fails on a real pollution made next to a Node-owned global', () => {
    globals[Symbol.for('undici.globalDispatcher.8')] = {};
    Object.assign(Object.prototype, { polluted: 1 });
    assert.throws(() => assertNoPoisoning(), /Object\.prototype|polluted/);
    delete globals[Symbol.for('undici.globalDispatcher.8')];
  });

  it('treats only symbols of the undici and nodejs namespaces as Node-owned', () => {
    const table: Array<[string, boolean]> = [
      ['Symbol(undici.globalDispatcher.1)', true],
      ['Symbol(nodejs.util.inspect.custom)', true],
      ['undici', false],
      ['Symbol(undici)', false],
      ['Symbol(app.undici.globalDispatcher.1)', false],
      ['Symbol(polluted)', false],
    ];
    for (const [root, ignored] of table) assert.equal(nodeOwnedRoots.test(root), ignored, root);
  });
});
