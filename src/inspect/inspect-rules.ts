import { generatingFor, recordGenerated } from '../compiler/generated-record.js';
import { compileUncached } from '../validator/mapping-door.js';
import { Validator } from '../validator/validator.js';
import { type GeneratedListing, listingOf } from './listing.js';

/**
 * The JavaScript of a rules object's check, as `validator.compile(rules)` generates it (rules
 * with `*` paths run as closures: nothing is listed for them). Pass the validator that holds
 * your custom rules and options.
 *
 * @example
 * import { inspectRules } from 'intake/inspect';
 * console.log(String(inspectRules({ email: 'required|email' })));
 */
export function inspectRules(
  rules: Record<string, string>,
  validator: Validator = new Validator(),
): GeneratedListing {
  const { generated } = recordGenerated(() =>
    generatingFor('rules', () => validator[compileUncached](rules)),
  );
  return listingOf(`rules { ${Object.keys(rules).join(', ')} }`, generated);
}
