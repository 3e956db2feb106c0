// What `new Validator(options)` accepts.
import type { Lookup } from './rules/application.js';

export interface ValidatorOptions {
  /**
   * The most entries a `*` of a rule path (`items.*.id`) expands in one container; a container
   * with more fails once, at its own path, with the `max` rule. Default 1000, the input limits'
   * `maxArrayLength`; the request mapping passes the kernel's `maxArrayLength`.
   */
  maxWildcardItems?: number;
  /** Message templates by rule (`max`) or by field and rule (`email.required`), e.g. translations. */
  messages?: Record<string, string>;
  /**
   * Message sets of other languages, by locale (`fr`, `pt-BR`): templates missing from a set
   * fall back to the default ones. The HTTP kernel picks one per request.
   */
  locales?: Record<string, Record<string, string>>;
  /** Display names for `:attribute` (default: `first_name` and `firstName` read `first name`). */
  attributes?: Record<string, string>;
  /**
   * Enums for `enum:<name>`, by name: a TypeScript enum (string or numeric) or a const object
   * whose values are the allowed ones.
   *
   * @example
   * new Validator({ enums: { Status: { Draft: 'draft', Published: 'published' } } });
   * // { status: 'required|enum:Status' }
   */
  enums?: Record<string, Readonly<Record<string, unknown>>>;
  /**
   * Lookups for `exists:<name>` and `unique:<name>`, by name: each answers whether a record
   * matching the query exists (e.g. a database query). They run after every other rule passed,
   * concurrently, with the `context` and `signal` given to `validate`/the compiled function.
   *
   * @example
   * new Validator({ lookups: { users: ({ value, column, signal }) => db.exists('users', column ?? 'id', value, { signal }) } });
   * // { email: 'required|email|unique:users,email' }
   */
  lookups?: Record<string, Lookup>;
  /** Longest string a `regex:` rule tests; longer ones fail the rule unread. Default 1000. */
  regexMaxLength?: number;
  /**
   * Never generate code with `new Function` (it is skipped anyway where the runtime forbids
   * it); compiled plans then run as closures, which are slower. Default:
   * `configure({ jitless })`, else false.
   */
  jitless?: boolean;
}
