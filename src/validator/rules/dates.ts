// Date rules. `date` uses the default format (docs/validator.md); `date_format:<fmt>` reads its
// format's tokens (dates/date-format.ts) in UTC; `before`/`after` (and `_or_equal`, `date_equals`) parse the value the way the
// field's own date rule does and compare it with a date, a keyword (`now`, `today`,
// `tomorrow`, `yesterday`, taken at validation time) or another field (`before:endsAt` or
// `before:{endsAt}`), which is read with that field's own `date_format`.
import { compileDateFormat } from '../dates/date-format.js';
import { parseDefaultDate } from '../dates/parse-date.js';
import { expectCount, type RuleContext, type RuleDefinition, RuleParameterProblem } from './definition.js';
import { type PathScope, readPath } from './paths.js';

const DAY = 86_400_000;

/** The bound's time; `null` when the field it names is absent or null (see `missingBoundPasses`). */
type Reference = (data: Record<string, unknown>, scope: PathScope | undefined) => number | undefined | null;

function startOfTodayUtc(): number {
  const now = Date.now();
  return now - (now % DAY);
}

const KEYWORDS: Record<string, Reference> = {
  now: () => Date.now(),
  today: startOfTodayUtc,
  tomorrow: () => startOfTodayUtc() + DAY,
  yesterday: () => startOfTodayUtc() - DAY,
};

/** Whether `before`/`after` read `param` as a date or keyword rather than a field name (messages too). */
export function isDateBound(param: string): boolean {
  return Object.hasOwn(KEYWORDS, param) || parseDefaultDate(param) !== undefined;
}

/** What a `before`/`after` parameter points at: a fixed date, a keyword, or another field. */
function reference(param: string, context: RuleContext): Reference {
  const keyword = Object.hasOwn(KEYWORDS, param) ? KEYWORDS[param] : undefined;
  if (keyword !== undefined) return keyword;
  const fixed = parseDefaultDate(param) ?? context.parseDate(param);
  if (fixed !== undefined) return () => fixed;
  const other = /^\{(.+)\}$/.exec(param)?.[1] ?? param;
  const parseOther = context.dateParserOf(other);
  return (data, scope) => {
    const value = readPath(data, other, scope);
    if (value === undefined || value === null) return null;
    return parseOther(value) ?? parseDefaultDate(value);
  };
}

/**
 * `before:ends` where `ends` is absent or null, as Laravel decides it: with a `date_format` on
 * the field the rule passes (checkDateTimeOrder); without one, PHP compares the time with
 * `null`, which only the `after` forms pass.
 */
function missingBoundPasses(context: RuleContext, afterForm: boolean): boolean {
  return context.hasDateFormat || afterForm;
}

function comparisonRule(
  accepts: (time: number, bound: number) => boolean,
  afterForm = false,
): RuleDefinition {
  return {
    parameters: 'whole',
    placeholders: false,
    readsPayload: true,
    build(params, context) {
      expectCount(params, 1);
      const bound = reference(params[0]!, context);
      return (value, data, scope) => {
        const time = context.parseDate(value);
        if (time === undefined) return false;
        const limit = bound(data, scope);
        if (limit === null) return missingBoundPasses(context, afterForm);
        return limit !== undefined && accepts(time, limit);
      };
    },
  };
}

export const dateRules: Record<string, RuleDefinition> = {
  date: { parameters: 'none', build: () => (value) => parseDefaultDate(value) !== undefined },

  date_format: {
    parameters: 'whole',
    placeholders: false,
    build(params) {
      expectCount(params, 1);
      const pattern = params[0]!;
      let parse: (value: unknown) => number | undefined;
      try {
        parse = compileDateFormat(pattern);
      } catch (error) {
        throw new RuleParameterProblem((error as Error).message);
      }
      return (value) => parse(value) !== undefined;
    },
  },

  before: comparisonRule((time, bound) => time < bound),
  after: comparisonRule((time, bound) => time > bound, true),
  before_or_equal: comparisonRule((time, bound) => time <= bound),
  after_or_equal: comparisonRule((time, bound) => time >= bound, true),
  date_equals: comparisonRule((time, bound) => time === bound),
};

/** The date parser of a field: its `date_format` when the rule string has one, else the default. */
export function dateParserFor(dateFormat: string | undefined): (value: unknown) => number | undefined {
  if (dateFormat === undefined) return parseDefaultDate;
  try {
    return compileDateFormat(dateFormat);
  } catch {
    // The field's own `date_format` rule reports the format; nothing parses meanwhile.
    return () => undefined;
  }
}
