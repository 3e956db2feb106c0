// Every deprecated name still works as its replacement does, for one minor version after the
// rename (CONTRIBUTING.md, "Compatibility"); each entry says which release removes it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigurationException } from '../../src/index.js';

describe('deprecated names', () => {
  it('ConfigurationException.invalidItems (removed in 2.0.0) is invalidTarget for @Items', () => {
    const old = ConfigurationException.invalidItems('Order', 'lines', 42);
    const current = ConfigurationException.invalidTarget('Order', 'lines', 'Items', 42);
    assert.ok(old instanceof ConfigurationException);
    assert.equal(old.code, 'invalidItems');
    assert.equal(old.message, current.message);
  });
});
