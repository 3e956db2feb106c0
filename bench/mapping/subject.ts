// One contender of the mapping benchmark: maps an input to its typed result, or throws /
// rejects when the input is invalid (each library's own "parse" behaviour).
import type { Contender } from '../harness.js';

export interface Subject {
  name: string;
  map: (input: unknown) => unknown;
}

const accepted = Symbol('accepted');

/** Maps `input` and reports whether it was accepted, awaiting when the subject is async. */
export async function accepts(subject: Subject, input: unknown): Promise<boolean> {
  try {
    await subject.map(input);
    return true;
  } catch {
    return false;
  }
}

/** A call that must fail: resolves to the error, so the harness times the whole rejection. */
function settleFailure(subject: Subject, input: unknown): unknown {
  try {
    const result = subject.map(input);
    if (result instanceof Promise)
      return result.then(
        () => accepted,
        (error: unknown) => error,
      );
    return accepted;
  } catch (error) {
    return error;
  }
}

/** Harness contenders for one input: valid inputs are mapped as is, invalid ones settled. */
export function contenders(subjects: Subject[], input: unknown, valid: boolean): Contender[] {
  return subjects.map((subject) => ({
    name: subject.name,
    run: valid ? () => subject.map(input) : () => settleFailure(subject, input),
  }));
}

/** The sanity line: every contender accepts the valid input and rejects the invalid one. */
export async function sanity(
  title: string,
  subjects: Subject[],
  valid: unknown,
  invalid: unknown,
): Promise<string> {
  const verdicts: string[] = [];
  for (const subject of subjects) {
    const ok = (await accepts(subject, valid)) && !(await accepts(subject, invalid));
    if (!ok)
      throw new Error(`${title}: ${subject.name} does not accept the valid input and reject the invalid one`);
    verdicts.push(`${subject.name} ✓`);
  }
  return `sanity (${title}): each contender accepts the valid input and rejects the invalid one — ${verdicts.join(', ')}`;
}

/** The class-transformer + class-validator stack as NestJS runs it: instantiate, then validate. */
export function classValidatorSubject(
  toInstance: (input: unknown) => object,
  validate: (instance: object) => Promise<unknown[]>,
): Subject {
  return {
    name: 'class-transformer + class-validator',
    map: async (input) => {
      const instance = toInstance(input);
      const errors = await validate(instance);
      if (errors.length > 0) throw errors;
      return instance;
    },
  };
}
