// What a mapping call ended in, as one comparable value: generated code and closures (or two
// validators) must give the same outcome for the same input.
import assert from 'node:assert/strict';
import { type Request, type ValidationErrors, ValidationException } from '../../src/index.js';

export type MappingOutcome = { ok: Record<string, unknown> } | { errors: ValidationErrors };

/** The DTO's exported fields, or the `ValidationException`'s errors; any other error fails the test. */
export async function mappingOutcome(map: () => Promise<Request>): Promise<MappingOutcome> {
  try {
    return { ok: (await map()).toArray() };
  } catch (error) {
    assert.ok(error instanceof ValidationException, String(error));
    return { errors: error.errors };
  }
}
