// Date parsing shared by the `date`, `date_format`, `before` and `after` rules (DESIGN §3):
// the default format is an ISO 8601 / RFC 3339 date or date-time, no offset meaning UTC, and
// a number is Unix seconds. Results are epoch milliseconds, or `undefined` when unparsable.
import { parse } from 'date-fns/parse';
import { utcContext } from './utc-date.js';

// Full date, optional time (`T`, `t` or a space), optional fraction, optional offset.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;
// The range of a JavaScript Date, in seconds.
const MAX_UNIX_SECONDS = 8.64e12;

/** Parses a value in the default format (see the file comment). */
export function parseDefaultDate(value: unknown): number | undefined {
  if (typeof value === 'string') return parseIsoDateTime(value);
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= MAX_UNIX_SECONDS ? value * 1000 : undefined;
  }
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? undefined : time;
  }
  return undefined;
}

function parseIsoDateTime(text: string): number | undefined {
  // 35 characters hold the longest form; checking first keeps huge strings cheap.
  if (text.length > 35) return undefined;
  const match = ISO_DATE_TIME.exec(text);
  if (match === null) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const hour = Number(match[4] ?? 0);
  const minute = Number(match[5] ?? 0);
  const second = Number(match[6] ?? 0);
  const millisecond = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  let time = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  // Date.UTC maps years 0–99 to 1900–1999.
  if (year < 100) time = new Date(time).setUTCFullYear(year);
  if (match[9] !== undefined) {
    const offsetHours = Number(match[10]);
    const offsetMinutes = Number(match[11] ?? 0);
    if (offsetHours > 23 || offsetMinutes > 59) return undefined;
    const offset = (offsetHours * 60 + offsetMinutes) * 60_000;
    time += match[9] === '+' ? -offset : offset;
  }
  return time;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

// Longer inputs cannot match any sensible format; the cap keeps hostile strings cheap.
const MAX_FORMATTED_LENGTH = 256;

/**
 * Parses a string with a date-fns format (`yyyy-MM-dd HH:mm`), in UTC unless the format
 * carries an offset token. Throws `RangeError` for a format date-fns refuses.
 */
export function parseFormattedDate(value: unknown, format: string): number | undefined {
  if (typeof value !== 'string' || value.length > MAX_FORMATTED_LENGTH) return undefined;
  const time = parse(value, format, 0, { in: utcContext }).getTime();
  return Number.isNaN(time) ? undefined : time;
}
