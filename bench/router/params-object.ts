// Which object should hold route parameters? Two prototype-free candidates — a constructor
// whose prototype is Object.create(null) (what intake used until params had to be ordinary
// objects), Object.create(null) itself (dictionary mode from the start) — against `{}` filled
// by assignment and an object literal built whole (what the generated matcher now writes).

function ParamsObject(): void {}
ParamsObject.prototype = Object.create(null);
const Params = ParamsObject as unknown as new () => Record<string, string>;

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
    {
      name: 'object literal { id, itemId, lang }',
      run: () => ({ id: values[0], itemId: values[1], lang: values[2] }).itemId,
    },
  ];
  return compare('params object: create, set 3 keys, read 1', contenders, { batch: 1000, rounds: 300 });
}
