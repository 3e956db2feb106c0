// Date formats of the `date_format` rule and the `datetime:<format>` cast (docs/validator.md
// "Date formats"): the Unicode pattern letters of an API's dates — years, months (numbers and
// English names), days, weekdays, hours in four clocks, AM/PM, minutes, seconds, fractions,
// offsets and Unix timestamps — with `'quoted text'` and punctuation as literals. A format is
// read once into a list of steps; a value is then matched in one pass, the whole text or
// nothing. Wall-clock fields are UTC unless the format has an offset, so results never depend
// on the server's time zone. Letters outside that set throw at compile time: a format that
// would silently mean something else is worse than none.
import { daysFromCivil } from './parse-date.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
// The range of a JavaScript Date, in milliseconds.
const MAX_TIME = 8.64e15;
// Longer inputs cannot match any sensible format; the cap keeps hostile strings cheap.
const MAX_FORMATTED_LENGTH = 256;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** What one token writes into while a value is read. */
interface Fields {
  year: number;
  twoDigitYear: boolean;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  /** `undefined` without an AM/PM token; then 12-hour clocks read 12 as midnight, as a 24-hour clock would. */
  pm: boolean | undefined;
  hour12: number;
  minute: number;
  second: number;
  millisecond: number;
  offsetMinutes: number;
  timestamp: number | undefined;
}

/** Reads at `index`; answers the index after what it read, or -1 when the text does not fit. */
type Step = (text: string, index: number, fields: Fields) => number;

const SUPPORTED =
  'y yy yyyy (years), M MM MMM MMMM and L… (months), d dd do (days), E… EEEE (weekdays), ' +
  'H HH h hh k kk K KK (hours), a (AM/PM), m mm, s ss, S… (fractions), X XX XXX x xx xxx (offsets), ' +
  't T (Unix seconds, milliseconds)';

/** `count` to `max` ASCII digits at `index`, written into `fields` by `store`. */
function digits(
  min: number,
  max: number,
  store: (fields: Fields, value: number, count: number) => boolean,
): Step {
  return (text, index, fields) => {
    let value = 0;
    let end = index;
    while (end - index < max) {
      const code = text.charCodeAt(end);
      if (!(code >= 48 && code <= 57)) break; // NaN past the end
      value = value * 10 + code - 48;
      end++;
    }
    if (end - index < min || !store(fields, value, end - index)) return -1;
    return end;
  };
}

/** The longest entry of `names` (lower case) that `text` starts with at `index`, case-insensitively. */
function name(names: readonly string[], store: (fields: Fields, index: number) => void): Step {
  const longestFirst = names
    .map((entry, position) => ({ entry, position }))
    .sort((a, b) => b.entry.length - a.entry.length);
  return (text, index, fields) => {
    for (const { entry, position } of longestFirst) {
      if (text.slice(index, index + entry.length).toLowerCase() === entry) {
        store(fields, position);
        return index + entry.length;
      }
    }
    return -1;
  };
}

function literal(expected: string): Step {
  return (text, index) => (text.startsWith(expected, index) ? index + expected.length : -1);
}

function inRange(low: number, high: number, store: (fields: Fields, value: number) => void) {
  return (fields: Fields, value: number) => {
    if (value < low || value > high) return false;
    store(fields, value);
    return true;
  };
}

/** An offset `Z`, `±HH`, `±HHmm` or `±HH:mm`, as the token's letter and length allow. */
function offset(letter: 'X' | 'x', length: number): Step {
  const allowsZ = letter === 'X';
  const colon = length === 3;
  const minutesOptional = length === 1;
  return (text, index, fields) => {
    const sign = text[index];
    if (allowsZ && (sign === 'Z' || sign === 'z')) {
      fields.offsetMinutes = 0;
      return index + 1;
    }
    if (sign !== '+' && sign !== '-') return -1;
    let at = index + 1;
    const hours = twoDigits(text, at);
    if (hours < 0 || hours > 23) return -1;
    at += 2;
    let minutes = 0;
    if (colon) {
      if (text[at] !== ':') return -1;
      at++;
    }
    const written = twoDigits(text, at);
    if (written >= 0) {
      minutes = written;
      at += 2;
    } else if (!minutesOptional) {
      return -1;
    }
    if (minutes > 59) return -1;
    fields.offsetMinutes = (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
    return at;
  };
}

function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48;
  const units = text.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : -1;
}

function timestamp(scale: number): Step {
  return (text, index, fields) => {
    let end = index;
    if (text[end] === '-') end++;
    const start = end;
    while (text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
    if (end === start || end - start > 16) return -1;
    fields.timestamp = Number(text.slice(index, end)) * scale;
    return end;
  };
}

const ORDINAL_SUFFIX: Step = (text, index) => {
  const suffix = text.slice(index, index + 2).toLowerCase();
  return suffix === 'st' || suffix === 'nd' || suffix === 'rd' || suffix === 'th' ? index + 2 : -1;
};

/** The step of one run of a pattern letter, or `undefined` when intake does not read that token. */
function tokenStep(letter: string, length: number, next: string | undefined): Step[] | undefined {
  switch (letter) {
    case 'y':
      if (length === 2)
        return [
          digits(1, 2, (fields, value) => {
            fields.year = value;
            fields.twoDigitYear = true;
            return true;
          }),
        ];
      return [
        digits(
          1,
          Math.max(length, 4),
          inRange(1, 275_759, (fields, value) => {
            fields.year = value;
          }),
        ),
      ];
    case 'M':
    case 'L':
      if (length <= 2)
        return [
          digits(
            1,
            2,
            inRange(1, 12, (fields, value) => {
              fields.month = value;
            }),
          ),
        ];
      if (length > 4) return undefined;
      return [
        name(
          length === 3
            ? MONTHS.map((month) => month.slice(0, 3))
            : [...MONTHS, ...MONTHS.map((m) => m.slice(0, 3))],
          (fields, position) => {
            fields.month = (position % 12) + 1;
          },
        ),
      ];
    case 'd': {
      const day = digits(
        1,
        2,
        inRange(1, 31, (fields, value) => {
          fields.day = value;
        }),
      );
      if (length === 1 && next === 'o') return [day, ORDINAL_SUFFIX];
      return length <= 2 ? [day] : undefined;
    }
    case 'E':
      if (length > 4) return undefined;
      return [
        name(
          length === 4
            ? [...WEEKDAYS, ...WEEKDAYS.map((d) => d.slice(0, 3))]
            : WEEKDAYS.map((d) => d.slice(0, 3)),
          (fields, position) => {
            fields.weekday = position % 7;
          },
        ),
      ];
    case 'H':
      return hour(length, 0, 23, 0);
    case 'k':
      return hour(length, 1, 24, 24);
    case 'h':
      return hour12(length, 1, 12);
    case 'K':
      return hour12(length, 0, 11);
    case 'a':
      if (length > 3) return undefined;
      return [
        name(['am', 'pm', 'a.m.', 'p.m.'], (fields, position) => {
          fields.pm = position % 2 === 1;
        }),
      ];
    case 'm':
      return length <= 2
        ? [
            digits(
              1,
              2,
              inRange(0, 59, (fields, value) => {
                fields.minute = value;
              }),
            ),
          ]
        : undefined;
    case 's':
      return length <= 2
        ? [
            digits(
              1,
              2,
              inRange(0, 59, (fields, value) => {
                fields.second = value;
              }),
            ),
          ]
        : undefined;
    case 'S':
      // Up to as many digits as the token has letters, read as a decimal fraction ('5' is 500 ms).
      return [
        digits(1, length, (fields, value, count) => {
          fields.millisecond = Math.trunc(value * 10 ** (3 - count));
          return true;
        }),
      ];
    case 'X':
    case 'x':
      return length <= 3 ? [offset(letter, length)] : undefined;
    case 't':
      return length === 1 ? [timestamp(1000)] : undefined;
    case 'T':
      return length === 1 ? [timestamp(1)] : undefined;
    default:
      return undefined;
  }
}

function hour(length: number, low: number, high: number, midnight: number): Step[] | undefined {
  if (length > 2) return undefined;
  return [
    digits(
      1,
      2,
      inRange(low, high, (fields, value) => {
        fields.hour = value === midnight ? 0 : value;
      }),
    ),
  ];
}

function hour12(length: number, low: number, high: number): Step[] | undefined {
  if (length > 2) return undefined;
  return [
    digits(
      1,
      2,
      inRange(low, high, (fields, value) => {
        fields.hour12 = value % 12;
      }),
    ),
  ];
}

function isLetter(character: string): boolean {
  return (character >= 'a' && character <= 'z') || (character >= 'A' && character <= 'Z');
}

/** The steps of a whole format; throws `RangeError` naming the first token intake does not read. */
function compileSteps(format: string): Step[] {
  const steps: Step[] = [];
  let index = 0;
  while (index < format.length) {
    const character = format[index]!;
    if (character === "'") {
      // 'quoted text' is literal; '' is one quote, inside or outside quotes.
      let text = '';
      let at = index + 1;
      if (format[at] === "'") {
        steps.push(literal("'"));
        index += 2;
        continue;
      }
      for (;;) {
        if (at >= format.length) throw new RangeError(`Format string has an unclosed quote: ${format}`);
        if (format[at] === "'") {
          if (format[at + 1] === "'") {
            text += "'";
            at += 2;
            continue;
          }
          break;
        }
        text += format[at];
        at++;
      }
      steps.push(literal(text));
      index = at + 1;
      continue;
    }
    if (!isLetter(character)) {
      steps.push(literal(character));
      index++;
      continue;
    }
    let end = index;
    while (format[end] === character) end++;
    const length = end - index;
    const tokenSteps = tokenStep(character, length, format[end]);
    if (tokenSteps === undefined) {
      throw new RangeError(
        `Format string contains the token \`${format.slice(index, end)}\`, which intake does not read; ` +
          `use ${SUPPORTED}, and quote literal letters ('T')`,
      );
    }
    steps.push(...tokenSteps);
    index = character === 'd' && tokenSteps.length === 2 ? end + 1 : end;
  }
  return steps;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Compiles a date format once; throws `RangeError` for a token intake does not read. The
 * parser answers epoch milliseconds, or `undefined` when the value is not a string written in
 * the whole format or names a date that does not exist (31/02, a weekday that is not the date's).
 *
 * @example
 * const parse = compileDateFormat('dd/MM/yyyy HH:mm');
 * parse('31/01/2024 10:20'); // Date.UTC(2024, 0, 31, 10, 20)
 */
export function compileDateFormat(format: string): (value: unknown) => number | undefined {
  const steps = compileSteps(format);
  return (value) => {
    if (typeof value !== 'string' || value.length > MAX_FORMATTED_LENGTH) return undefined;
    const fields: Fields = {
      year: 1970,
      twoDigitYear: false,
      month: 1,
      day: 1,
      weekday: -1,
      hour: 0,
      pm: undefined,
      hour12: -1,
      minute: 0,
      second: 0,
      millisecond: 0,
      offsetMinutes: 0,
      timestamp: undefined,
    };
    let index = 0;
    for (const step of steps) {
      index = step(value, index, fields);
      if (index < 0) return undefined;
    }
    if (index !== value.length) return undefined;
    if (fields.timestamp !== undefined) {
      return Math.abs(fields.timestamp) <= MAX_TIME ? fields.timestamp : undefined;
    }
    // Two-digit years read within a century of 1970, the reference date: 00–19 are 2000–2019.
    const year = fields.twoDigitYear ? (fields.year >= 20 ? 1900 : 2000) + fields.year : fields.year;
    if (fields.day > daysInMonth(year, fields.month)) return undefined;
    const days = daysFromCivil(year, fields.month, fields.day);
    if (fields.weekday >= 0 && ((days % 7) + 11) % 7 !== fields.weekday) return undefined;
    let hour = fields.hour;
    if (fields.hour12 >= 0) hour = fields.hour12 + (fields.pm === true ? 12 : 0);
    else if (fields.pm !== undefined && hour < 12 && fields.pm) hour += 12;
    const time =
      days * DAY +
      (hour * 60 + fields.minute - fields.offsetMinutes) * MINUTE +
      fields.second * 1000 +
      fields.millisecond;
    return Math.abs(time) <= MAX_TIME ? time : undefined;
  };
}
