// Date parsing shared by the `date`, `date_format`, `before` and `after` rules (docs/validator.md):
// the default format is an ISO 8601 / RFC 3339 date or date-time, no offset meaning UTC, and
// a number is Unix seconds. Results are epoch milliseconds, or `undefined` when unparsable.

// The range of a JavaScript Date, in seconds.
const MAX_UNIX_SECONDS = 8.64e12;
const MINUTE = 60_000;
const DAY = 86_400_000;

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

/**
 * `YYYY-MM-DD`, optionally followed by `T`/`t`/space, `HH:mm`, optional `:ss` and `.fraction`
 * or `,fraction` (1–9 digits), and an optional offset `Z`, `±HH`, `±HHmm` or `±HH:mm`. A scanner
 * rather than a regular expression: `date` and the `datetime` cast are on hot paths, and this
 * allocates nothing. The one ISO grammar of the library, so what `date` accepts the cast reads.
 */
export function parseIsoDateTime(text: string): number | undefined {
  const length = text.length;
  // 35 characters hold the longest form; checking first keeps huge strings cheap.
  if (length < 10 || length > 35 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  let time = daysFromCivil(year, month, day) * DAY;
  if (length === 10) return time;
  const separator = text[10];
  if ((separator !== 'T' && separator !== 't' && separator !== ' ') || text.charCodeAt(13) !== 58)
    return undefined;
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return undefined;
  time += (hour * 60 + minute) * MINUTE;
  let index = 16;
  if (text.charCodeAt(index) === 58) {
    const second = digitsAt(text, index + 1, 2);
    if (second < 0 || second > 59) return undefined;
    time += second * 1000;
    index += 3;
    const fractionMark = text.charCodeAt(index);
    if (fractionMark === 46 || fractionMark === 44) {
      const start = ++index;
      while (isDigit(text.charCodeAt(index))) index++;
      const count = index - start;
      if (count < 1 || count > 9) return undefined;
      time += digitsAt(text, start, Math.min(count, 3)) * 10 ** (3 - Math.min(count, 3));
    }
  }
  if (index === length) return time;
  const sign = text[index];
  if (sign === 'Z' || sign === 'z') return index + 1 === length ? time : undefined;
  if (sign !== '+' && sign !== '-') return undefined;
  const offsetHours = digitsAt(text, index + 1, 2);
  index += 3;
  let offsetMinutes = 0;
  if (index < length) {
    if (text.charCodeAt(index) === 58) index++;
    offsetMinutes = digitsAt(text, index, 2);
    index += 2;
  }
  if (index !== length || offsetHours < 0 || offsetHours > 23 || offsetMinutes < 0 || offsetMinutes > 59) {
    return undefined;
  }
  const offset = (offsetHours * 60 + offsetMinutes) * MINUTE;
  return sign === '+' ? time - offset : time + offset;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** The number written by `count` ASCII digits at `from`, or -1 when one is missing. */
function digitsAt(text: string, from: number, count: number): number {
  let number = 0;
  for (let index = from; index < from + count; index++) {
    const code = text.charCodeAt(index);
    if (!isDigit(code)) return -1;
    number = number * 10 + code - 48;
  }
  return number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil); `month`
 * is 1–12. Plain arithmetic, exact for every year a `Date` can hold, and no runtime call.
 *
 * @example
 * daysFromCivil(1970, 1, 2); // 1
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const shiftedYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(shiftedYear / 400);
  const yearOfEra = shiftedYear - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}
