// RealWorld's ("Conduit") error body, `{"errors":{"body":["…"]}}`: a field's messages under its
// name, anything else under `body`. The custom error format the kernel, document and adapter
// tests share.
import { errorFormat, type ProblemDetails } from '../../src/index.js';

export const conduitErrors = errorFormat({
  mediaType: 'application/json',
  name: 'ConduitError',
  schema: {
    type: 'object',
    properties: {
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
    required: ['errors'],
    additionalProperties: false,
  },
  write(problem: ProblemDetails) {
    if (problem.errors === undefined) return { errors: { body: [problem.detail ?? problem.title] } };
    const errors: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(problem.errors)) errors[field] = list.map((e) => e.message);
    return { errors };
  },
});
