// The datetime casts (DESIGN §3): ISO 8601 / RFC 3339 by default, date-fns tokens with a format.
// Results never depend on the server's time zone: input without an offset is UTC.
import { parse as parseWithFormat } from 'date-fns';
import { daysFromCivil } from '../../validator/dates/parse-date.js';
import { ImmutableDate } from '../immutable-date.js';
import { type BuiltInCast, CAST_FAILED } from './cast-failed.js';

const DAY = 86_400_000;

function daysInMonth(year: number, month: number): number {
  if (month !== 1) return month === 3 || month === 5 || month === 8 || month === 10 ? 30 : 31;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

/** The value of `length` ASCII digits at `at`, or -1. */
function digitsAt(text: string, at: number, length: number): number {
  let value = 0;
  for (let i = at; i < at + length; i++) {
    const digit = text.charCodeAt(i) - 0x30;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Parses an ISO 8601 / RFC 3339 date or date-time — `yyyy-MM-dd`, then optionally `T` (or a
 * space) `HH:mm[:ss[.fraction]]` and `Z` or `±HH[:]mm` — with no offset meaning UTC. `NaN`
 * when invalid. A scanner rather than a regex: it runs per request and allocates nothing.
 */
export function parseIsoDate(text: string): number {
  const length = text.length;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2) - 1;
  const day = digitsAt(text, 8, 2);
  if (length < 10 || year < 0 || text[4] !== '-' || text[7] !== '-' || month < 0 || month > 11)
    return Number.NaN;
  if (day < 1 || day > daysInMonth(year, month)) return Number.NaN;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let ms = 0;
  let offset = 0;
  let at = 10;
  if (at < length) {
    const separator = text[at];
    if (separator !== 'T' && separator !== 't' && separator !== ' ') return Number.NaN;
    hour = digitsAt(text, at + 1, 2);
    minute = digitsAt(text, at + 4, 2);
    if (hour < 0 || hour > 23 || text[at + 3] !== ':' || minute < 0 || minute > 59) return Number.NaN;
    at += 6;
    if (text[at] === ':') {
      second = digitsAt(text, at + 1, 2);
      if (second < 0 || second > 59) return Number.NaN;
      at += 3;
      if (text[at] === '.' || text[at] === ',') {
        const start = ++at;
        let scale = 100;
        while (at < length && text.charCodeAt(at) >= 0x30 && text.charCodeAt(at) <= 0x39) {
          ms += (text.charCodeAt(at) - 0x30) * scale;
          scale /= 10;
          at++;
        }
        if (at === start || at - start > 9) return Number.NaN;
        ms = Math.floor(ms);
      }
    }
    if (at < length) {
      const zone = text[at];
      if ((zone === 'Z' || zone === 'z') && at + 1 === length) {
        at++;
      } else if (zone === '+' || zone === '-') {
        const hours = digitsAt(text, at + 1, 2);
        const colon = text[at + 3] === ':' ? 1 : 0;
        const minutes = digitsAt(text, at + 3 + colon, 2);
        if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || at + 5 + colon !== length)
          return Number.NaN;
        offset = (zone === '+' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
        at = length;
      }
      if (at !== length) return Number.NaN;
    }
  }
  // What Date.UTC gives (without its reading of years 0–99 as 1900–1999), without the runtime call.
  const time = daysFromCivil(year, month + 1, day) * DAY + ((hour * 60 + minute) * 60 + second) * 1000 + ms;
  return time + offset;
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
