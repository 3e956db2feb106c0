// Rules that ask the application (docs/validator.md "Rules that ask the application"):
// `exists:<lookup>[,column]` and `unique:<lookup>[,column[,except]]` call a lookup the
// application registers on the Validator (`lookups` option), typically a database query. They
// run only after every other rule of the payload passed, all at once, with the request's
// context and an AbortSignal (lookups.ts).
import { expectCount, type RuleDefinition, RuleParameterProblem } from './definition.js';

/** What a lookup is asked: does a record whose `column` equals `value` exist (other than `except`)? */
export interface LookupQuery {
  /** The value of the field being validated. */
  readonly value: unknown;
  /** The column (or property) to compare, when the rule names one; else the lookup's default. */
  readonly column: string | undefined;
  /** `unique:users,email,42`: the record to leave out of the search (the one being updated). */
  readonly except: string | undefined;
  /** The field's path (`email`, `items.2.sku`). */
  readonly field: string;
  /** What the caller passed as `context` (the request, the tenant, a transaction…). */
  readonly context: unknown;
  /** Aborted when the caller gives up (the client went away): stop querying. */
  readonly signal: AbortSignal;
}

/** An application lookup: whether a matching record exists. */
export type Lookup = (query: LookupQuery) => boolean | PromiseLike<boolean>;

function lookupRule(wantsRecord: boolean, maxParams: number): RuleDefinition {
  return {
    parameters: 'list',
    placeholders: false,
    asksApplication: true,
    build(params, context) {
      expectCount(params, 1, maxParams);
      const [name, column, except] = params as [string, string | undefined, string | undefined];
      const lookup = context.lookupNamed(name);
      if (lookup === undefined) throw new RuleParameterProblem(`no lookup named "${name}" is registered`);
      // `exists` wants a record, `unique` wants none. lookups.ts always passes the run.
      return async (value, _data, scope) => {
        const run = scope?.application;
        if (run === undefined) throw new Error('Lookup rules run only through the validator.');
        run.signal.throwIfAborted();
        const query = { value, column: column || undefined, except: except || undefined, ...run };
        return (await lookup(query)) === wantsRecord;
      };
    },
  };
}

export const applicationRules: Record<string, RuleDefinition> = {
  exists: lookupRule(true, 2),
  unique: lookupRule(false, 3),
};
