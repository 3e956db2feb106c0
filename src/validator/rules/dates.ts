// Date rules. `date` uses the default format (docs/validator.md); `date_format:<fmt>` uses date-fns
// tokens in UTC; `before`/`after` parse the value the way the field's own date rule does and
// compare it with a date, a keyword (`now`, `today`, `tomorrow`, `yesterday`, taken at
// validation time) or another field (`before:endsAt` or `before:{endsAt}`).
import { format } from 'date-fns/format';
import { parseDefaultDate, parseFormattedDate } from '../dates/parse-date.js';
import { readOwn } from '../read-field.js';
import { expectCount, type RuleContext, type RuleDefinition, RuleParameterProblem } from './definition.js';

const DAY = 86_400_000;

type Reference = (data: Record<string, unknown>) => number | undefined;

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

/** What a `before`/`after` parameter points at: a fixed date, a keyword, or another field. */
function reference(param: string, context: RuleContext): Reference {
  const keyword = Object.hasOwn(KEYWORDS, param) ? KEYWORDS[param] : undefined;
  if (keyword !== undefined) return keyword;
  const fixed = parseDefaultDate(param) ?? context.parseDate(param);
  if (fixed !== undefined) return () => fixed;
  const other = /^\{(.+)\}$/.exec(param)?.[1] ?? param;
  return (data) => {
    const value = readOwn(data, other);
    return context.parseDate(value) ?? parseDefaultDate(value);
  };
}

function comparisonRule(accepts: (time: number, bound: number) => boolean): RuleDefinition {
  return {
    parameters: 'whole',
    placeholders: false,
    readsPayload: true,
    build(params, context) {
      expectCount(params, 1);
      const bound = reference(params[0]!, context);
      return (value, data) => {
        const time = context.parseDate(value);
        if (time === undefined) return false;
        const limit = bound(data);
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
      try {
        // Formatting a sample date makes date-fns reject unknown tokens now, not per call.
        format(0, pattern);
      } catch (error) {
        throw new RuleParameterProblem((error as Error).message);
      }
      return (value) => parseFormattedDate(value, pattern) !== undefined;
    },
  },

  before: comparisonRule((time, bound) => time < bound),
  after: comparisonRule((time, bound) => time > bound),
};

/** The date parser of a field: its `date_format` when the rule string has one, else the default. */
export function dateParserFor(dateFormat: string | undefined): (value: unknown) => number | undefined {
  return dateFormat === undefined ? parseDefaultDate : (value) => parseFormattedDate(value, dateFormat);
}
