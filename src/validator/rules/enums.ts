// `enum:<name>`: the value is one of the values of an enum registered on the Validator
// (`ValidatorOptions.enums`). A numeric TypeScript enum also maps its values back to its
// names (`Color[0] === 'Red'`); those reverse entries are not values. Numeric values also
// accept their decimal text, which is how a query string or form sends them.
import { expectCount, type RuleDefinition, RuleParameterProblem } from './definition.js';

/** The values of an enum object, without a numeric enum's reverse mappings. */
export function enumValues(shape: Readonly<Record<string, unknown>>): Array<string | number> {
  const values: Array<string | number> = [];
  for (const [key, value] of Object.entries(shape)) {
    if (typeof value === 'number') values.push(value);
    // A string value whose key is a number's text is a reverse mapping (`'0': 'Red'`).
    else if (typeof value === 'string' && !(typeof shape[value] === 'number' && String(shape[value]) === key))
      values.push(value);
  }
  return values;
}

export const enumRules: Record<string, RuleDefinition> = {
  enum: {
    parameters: 'list',
    placeholders: false,
    readsFieldContext: true,
    build(params, context) {
      expectCount(params, 1);
      const shape = context.enumNamed(params[0]!);
      if (shape === undefined) throw new RuleParameterProblem(`no enum named "${params[0]}" is registered`);
      const values = enumValues(shape);
      const exact = new Set<unknown>(values);
      const texts = new Set(values.filter((value) => typeof value === 'number').map(String));
      return (value) => exact.has(value) || (typeof value === 'string' && texts.has(value));
    },
  },
};
