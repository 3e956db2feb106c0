// The datetime casts (docs/mapping.md): ISO 8601 / RFC 3339 by default, a date format's tokens (date-format.ts) with one.
// Results never depend on the server's time zone: input without an offset is UTC.
import { compileDateFormat } from '../../validator/dates/date-format.js';
import { parseIsoDateTime } from '../../validator/dates/parse-date.js';
import { ImmutableDate } from '../immutable-date.js';
import { type BuiltInCast, CAST_FAILED } from './cast-failed.js';

/** The default format (docs/validator.md): the library's one ISO 8601 / RFC 3339 scanner, shared with the `date` rule. */
function parseIso(text: string): number {
  return parseIsoDateTime(text) ?? Number.NaN;
}

/**
 * Compiles a date format once; throws `RangeError` for a token intake does not read, so a bad
 * `@Cast` fails at metadata build. The same reader as the `date_format` rule.
 */
function formatParser(format: string): (text: string) => number {
  const parse = compileDateFormat(format);
  return (text) => parse(text) ?? Number.NaN;
}

const IMMUTABLE = ':immutable';

/**
 * Builds the cast for a `datetime[:immutable][:<format>]` spec — `immutable` may also come
 * last (`datetime:yyyy-MM-dd:immutable`), so it is never read as part of a format. A number
 * is Unix seconds, a `Date` is copied, `''` is `null`.
 */
export function datetimeCast(spec: string): BuiltInCast {
  let rest = spec.slice('datetime'.length);
  let immutable = false;
  if (rest === IMMUTABLE || rest.startsWith(`${IMMUTABLE}:`)) {
    immutable = true;
    rest = rest.slice(IMMUTABLE.length);
  } else if (rest.endsWith(IMMUTABLE)) {
    immutable = true;
    rest = rest.slice(0, -IMMUTABLE.length);
  }
  if (rest === ':') throw new RangeError('the format after the colon is empty');
  if (rest.includes(IMMUTABLE)) throw new RangeError('`immutable` belongs before or after the format, once');
  const parseText = rest === '' ? parseIso : formatParser(rest.slice(1));
  const make = immutable ? (time: number) => new ImmutableDate(time) : (time: number) => new Date(time);
  return (value) => {
    let time: number;
    if (typeof value === 'string') {
      if (value === '') return null;
      time = parseText(value);
    } else if (typeof value === 'number') {
      time = value * 1000;
    } else if (value instanceof Date) {
      time = value.getTime();
    } else {
      return CAST_FAILED;
    }
    return Number.isFinite(time) && Math.abs(time) <= 8.64e15 ? make(time) : CAST_FAILED;
  };
}

/** Whether `spec` is one of the four datetime spec forms (the format itself is checked on build). */
export function isDatetimeSpec(spec: string): boolean {
  return spec === 'datetime' || spec.startsWith('datetime:');
}
