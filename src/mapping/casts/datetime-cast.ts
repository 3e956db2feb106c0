// The datetime casts (DESIGN §3): ISO 8601 / RFC 3339 by default, date-fns tokens with a format.
// Results never depend on the server's time zone: input without an offset is UTC.
import { parse as parseWithFormat } from 'date-fns';
import { ImmutableDate } from '../immutable-date.js';
import { type BuiltInCast, CAST_FAILED } from './cast-failed.js';

const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(?:([Zz])|([+-])(\d{2}):?(\d{2}))?)?$/;

/** Parses an ISO 8601 date or date-time; no offset means UTC. `NaN` when invalid. */
export function parseIsoDate(text: string): number {
  const match = isoDateTime.exec(text);
  if (match === null) return Number.NaN;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', , sign, offH, offM] =
    match;
  const y = Number(year);
  const mo = Number(month) - 1;
  const d = Number(day);
  const h = Number(hour);
  const mi = Number(minute);
  const s = Number(second);
  if (mo > 11 || d < 1 || h > 23 || mi > 59 || s > 59) return Number.NaN;
  const ms = fraction === '' ? 0 : Math.floor(Number(`0.${fraction}`) * 1000);
  let time = Date.UTC(y, mo, d, h, mi, s, ms);
  // Date.UTC rolls 31 February over into March; a date that rolled over does not exist.
  if (new Date(time).getUTCDate() !== d) return Number.NaN;
  if (sign !== undefined) {
    const offset = (Number(offH) * 60 + Number(offM)) * 60_000;
    time += sign === '+' ? -offset : offset;
  }
  return time;
}

/** A date-fns format carries its own zone when it has an offset or timestamp token outside quotes. */
function formatCarriesZone(format: string): boolean {
  return /[XxTt]/.test(format.replace(/'[^']*'/g, ''));
}

/**
 * Compiles a date-fns format once; throws `RangeError` for a format date-fns refuses, so a
 * bad `@Cast` fails at metadata build.
 */
function formatParser(format: string): (text: string) => number {
  const reference = new Date(1970, 0, 1);
  parseWithFormat('', format, reference);
  const absolute = formatCarriesZone(format);
  return (text) => {
    const local = parseWithFormat(text, format, reference);
    const time = local.getTime();
    if (absolute || Number.isNaN(time)) return time;
    // date-fns reads wall-clock fields in the server's zone; re-read them as UTC.
    return Date.UTC(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
      local.getMilliseconds(),
    );
  };
}

/**
 * Builds the cast for a `datetime[:immutable][:<format>]` spec. A number is Unix seconds, a
 * `Date` is copied, `''` is `null`.
 */
export function datetimeCast(spec: string): BuiltInCast {
  let rest = spec.slice('datetime'.length);
  const immutable = rest === ':immutable' || rest.startsWith(':immutable:');
  if (immutable) rest = rest.slice(':immutable'.length);
  if (rest === ':') throw new RangeError('the format after the colon is empty');
  const parseText = rest === '' ? parseIsoDate : formatParser(rest.slice(1));
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
