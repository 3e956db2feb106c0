// Rules that ask the application (issue 24): exists/unique call registered lookups after every
// other rule passed, all fields at once, with the caller's context and signal.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  type LookupQuery,
  Request,
  RequestHandler,
  Validate,
  ValidationException,
  Validator,
} from '../../src/index.js';

/** A lookup over an in-memory table that records its queries and can be held open. */
function usersTable(rows: Array<Record<string, unknown>>) {
  const queries: LookupQuery[] = [];
  let release: () => void = () => {};
  let held: Promise<void> = Promise.resolve();
  return {
    queries,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    lookup: async (query: LookupQuery) => {
      queries.push(query);
      await held;
      const column = query.column ?? 'id';
      return rows.some((row) => row[column] === query.value && String(row.id) !== query.except);
    },
  };
}

const rows = [
  { id: 1, email: 'ada@example.com' },
  { id: 2, email: 'alan@example.com' },
];

describe('exists and unique', () => {
  const cases: Array<[string, unknown, boolean]> = [
    ['unique:users,email', 'new@example.com', true],
    ['unique:users,email', 'ada@example.com', false],
    ['unique:users,email,1', 'ada@example.com', true], // the record being updated is left out
    ['exists:users', 2, true],
    ['exists:users', 3, false],
    ['exists:users,email', 'alan@example.com', true],
  ];
  for (const [rules, value, expected] of cases) {
    test(`${rules} on ${JSON.stringify(value)} → ${expected}`, async () => {
      const table = usersTable(rows);
      const validator = new Validator({ lookups: { users: table.lookup } });
      const errors = await validator.validate({ field: value }, { field: rules });
      assert.equal(Object.keys(errors).length === 0, expected);
    });
  }

  test('lookups wait for every other rule: an invalid payload never reaches them', async () => {
    const table = usersTable(rows);
    const validator = new Validator({ lookups: { users: table.lookup } });
    const rules = { email: 'required|email|unique:users,email', name: 'required' };
    assert.deepEqual(await validator.validate({ email: 'ada@example.com' }, rules), {
      name: [{ rule: 'required' }],
    });
    assert.equal(table.queries.length, 0);
  });

  test('all fields ask at once, with the context, the field path and the signal', async () => {
    const table = usersTable(rows);
    table.hold();
    const validator = new Validator({ lookups: { users: table.lookup } });
    const controller = new AbortController();
    const pending = validator.validate(
      { email: 'ada@example.com', manager: 2, team: [{ id: 1 }, { id: 9 }] },
      { email: 'unique:users,email', manager: 'exists:users', 'team.*.id': 'exists:users' },
      { context: { tenant: 't1' }, signal: controller.signal },
    );
    await new Promise((resolve) => setImmediate(resolve));
    // Every lookup started before any answered.
    assert.deepEqual(
      table.queries.map((query) => query.field),
      ['email', 'manager', 'team.0.id', 'team.1.id'],
    );
    assert.ok(table.queries.every((query) => (query.context as { tenant: string }).tenant === 't1'));
    assert.ok(table.queries.every((query) => query.signal === controller.signal));
    table.release();
    assert.deepEqual(await pending, {
      email: [{ rule: 'unique', params: ['users', 'email'] }],
      'team.1.id': [{ rule: 'exists', params: ['users'] }],
    });
  });

  test('aborting the signal rejects the validation, even if a lookup does not listen', async () => {
    const table = usersTable(rows);
    table.hold();
    const validator = new Validator({ lookups: { users: table.lookup } });
    const controller = new AbortController();
    const pending = validator.validate({ id: 1 }, { id: 'exists:users' }, { signal: controller.signal });
    controller.abort(new Error('client went away'));
    await assert.rejects(Promise.resolve(pending), /client went away/);
    table.release();
  });

  test('an absent or excluded field asks nothing', async () => {
    const table = usersTable(rows);
    const validator = new Validator({ lookups: { users: table.lookup } });
    assert.deepEqual(await validator.validate({}, { id: 'exists:users' }), {});
    assert.deepEqual(await validator.validate({ id: 5 }, { id: 'exclude|exists:users' }), {});
    assert.equal(table.queries.length, 0);
  });

  test('an unknown lookup is refused when compiled', () => {
    assert.throws(() => new Validator().compile({ id: 'exists:users' }), { code: 'invalidRuleParameter' });
  });
});

describe('lookups in a request class', () => {
  class SignUp extends Request {
    @Validate('required|email|unique:users,email') email!: string;
  }

  test('the request mapping asks the lookup and reports a taken value as a 422', async () => {
    const table = usersTable(rows);
    const handler = new RequestHandler(new Validator({ lookups: { users: table.lookup } }));
    const dto = await handler.handleArray(SignUp, { email: 'new@example.com' });
    assert.equal(dto.email, 'new@example.com');
    await assert.rejects(handler.handleArray(SignUp, { email: 'ada@example.com' }), (error) => {
      assert.ok(error instanceof ValidationException);
      assert.deepEqual(error.errors, { email: [{ rule: 'unique', params: ['users', 'email'] }] });
      return true;
    });
    // An invalid e-mail never reaches the lookup.
    await assert.rejects(handler.handleArray(SignUp, { email: 'nope' }), ValidationException);
    assert.equal(table.queries.length, 2);
  });
});
