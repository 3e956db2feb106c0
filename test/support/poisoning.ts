// The one poisoning check every hostile-input test uses: @fast-check/poisoning's, after the
// library and Node's lazily defined globals are loaded, and blind to Node's own namespaced
// globals. Node 26's fetch stack registers `Symbol.for('undici.globalDispatcher.N')` on
// globalThis the first time it runs, which is Node's state, not something input reached.
import '../../src/index.js';
import './node-globals.js';
import {
  assertNoPoisoning as assertNoPoisoningOf,
  restoreGlobals as restoreGlobalsOf,
} from '@fast-check/poisoning';

/** Roots of globalThis that belong to Node itself: symbols registered under its namespaces. */
export const nodeOwnedRoots = /^Symbol\((?:undici|nodejs)\.[\w.-]+\)$/;

/** Fails when code under test added, changed or removed anything reachable from globalThis. */
export function assertNoPoisoning(): void {
  assertNoPoisoningOf({ ignoredRootRegex: nodeOwnedRoots });
}

/** Puts every global back as it was when this module loaded. */
export function restoreGlobals(): void {
  restoreGlobalsOf({ ignoredRootRegex: nodeOwnedRoots });
}
