// Which object should hold route parameters? Three prototype-free candidates… and `{}`:
// a constructor whose prototype is Object.create(null) (what intake uses), Object.create(null)
// itself (dictionary mode from the start), and a plain literal (fast, but inherits
// Object.prototype, so a parameter named `constructor` would need care).

import { Params } from '../../src/router/params.js';
import { type CaseResult, type Contender, compare } from '../harness.js';

const names = ['id', 'itemId', 'lang'];
const values = ['42', '0f8fad5b-d9cb-469f-a165-70867728950e', 'de'];

function fill(params: Record<string, string>): Record<string, string> {
  for (let i = 0; i < names.length; i++) params[names[i]!] = values[i]!;
  return params;
}

/** Create, fill with three parameters, then read one back (what a handler does). */
export function paramsObjectCase(): Promise<CaseResult> {
  const contenders: Contender[] = [
    { name: 'new Params() (prototype: Object.create(null))', run: () => fill(new Params()).itemId },
    { name: 'Object.create(null)', run: () => fill(Object.create(null) as Record<string, string>).itemId },
    { name: '{} (inherits Object.prototype)', run: () => fill({}).itemId },
  ];
  return compare('params object: create, set 3 keys, read 1', contenders, { batch: 1000, rounds: 300 });
}
