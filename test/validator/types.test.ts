import { type AcceptRefuseRow, acceptRefuse } from './support.js';

/** Each rule with values it must accept and values it must refuse. */
const table: AcceptRefuseRow[] = [
  ['string', ['', 'x', '42'], [42, true, null, [], {}]],
  [
    'integer',
    [0, -0, 42, -7, 1e21, '42', '-7', '+3', '007'],
    [1.5, '1.5', '1e3', '', ' 1', '0x10', 'abc', Number.NaN, Number.POSITIVE_INFINITY, true, null, [], {}],
  ],
  [
    'numeric',
    [0, 1.5, -2, '42', '-1.5', '.5', '5.', '1e3', '+2'],
    [
      '',
      ' 1',
      '1,5',
      'abc',
      '1e400',
      'Infinity',
      'NaN',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      null,
      [],
      {},
    ],
  ],
  [
    'boolean',
    [true, false, 1, 0, 'true', 'false', '1', '0', 'yes', 'no', 'on', 'off', 'TRUE', 'Yes', 'OFF'],
    [2, -1, '', 'y', 'n', 'maybe', 'truth', null, [], {}],
  ],
  ['array', [[], [1, 'a']], ['a', {}, null, 1]],
  ['object', [{}, { a: 1 }, Object.create(null)], [[], null, 'x', 1]],
];

/** A readable test name for any value, including NaN, -0 and null-prototype objects. */
function label(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  return `${JSON.stringify(value)} (${typeof value})`;
}

acceptRefuse(table, label);
