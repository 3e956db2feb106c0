import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { messageFor, type ValidationErrors, Validator } from '../../src/index.js';

describe('English messages', () => {
  const validator = new Validator();
  const cases: Array<[string, { rule: string; params?: string[] }, string]> = [
    ['email', { rule: 'required' }, 'The email field is required.'],
    ['first_name', { rule: 'max', params: ['50'] }, 'The first name field must be at most 50.'],
    [
      'startsAt',
      { rule: 'after', params: ['2024-01-01'] },
      'The starts at field must be a date after 2024-01-01.',
    ],
    ['age', { rule: 'min_value', params: ['18'] }, 'The age field must be at least 18.'],
    // A bound that names a field prints its display name, as `same` does.
    ['endsAt', { rule: 'after', params: ['startsAt'] }, 'The ends at field must be a date after starts at.'],
    [
      'endsAt',
      { rule: 'before_or_equal', params: ['today'] },
      'The ends at field must be a date before or equal to today.',
    ],
    [
      'qty',
      { rule: 'lte', params: ['stock_left'] },
      'The qty field must be less than or equal to stock left.',
    ],
    ['qty', { rule: 'gt', params: ['5'] }, 'The qty field must be greater than 5.'],
    [
      'note',
      { rule: 'required_unless', params: ['kind', 'a', 'b'] },
      'The note field is required unless kind is in a, b.',
    ],
    [
      'vat',
      { rule: 'prohibited_if', params: ['type', 'personal'] },
      'The vat field is prohibited when type is personal.',
    ],
    [
      'code',
      { rule: 'digits_between', params: ['4', '6'] },
      'The code field must be between 4 and 6 digits.',
    ],
    ['email', { rule: 'unique', params: ['users', 'email'] }, 'The email has already been taken.'],
    [
      'avatar',
      { rule: 'mimes', params: ['png', 'jpg'] },
      'The avatar field must be a file of type: png, jpg.',
    ],
    [
      'password',
      { rule: 'same', params: ['password_repeat'] },
      'The password field must match password repeat.',
    ],
    [
      'reason',
      { rule: 'required_if', params: ['status', 'rejected', 'closed'] },
      'The reason field is required when status is rejected, closed.',
    ],
    [
      'phone',
      { rule: 'required_without', params: ['email', 'homeAddress'] },
      'The phone field is required when email / home address is not present.',
    ],
    [
      'day',
      { rule: 'date_format', params: ['yyyy-MM-dd'] },
      'The day field must match the format yyyy-MM-dd.',
    ],
    ['tags', { rule: 'scalar' }, 'The tags field must be a single value, not a list or an object.'],
    ['x', { rule: 'my_custom_rule' }, 'The x field is invalid.'],
    ['x', { rule: 'constructor' }, 'The x field is invalid.'],
  ];
  for (const [field, failure, expected] of cases) {
    test(`${field} ${failure.rule}`, () => {
      assert.equal(validator.message(field, failure), expected);
      assert.equal(messageFor(field, failure), expected);
    });
  }

  test('messages() turns a whole error object into text, field by field', () => {
    const errors = validator.validate(
      { age: 'x' },
      { email: 'required', age: 'integer' },
    ) as ValidationErrors;
    assert.deepEqual(validator.messages(errors), {
      email: ['The email field is required.'],
      age: ['The age field must be an integer.'],
    });
  });
});

describe('replacing messages (translation)', () => {
  test('per rule, per field and rule, and display names', () => {
    const validator = new Validator({
      messages: {
        required: 'Le champ :attribute est obligatoire.',
        'email.required': 'Indiquez votre adresse.',
      },
      attributes: { first_name: 'prénom' },
    });
    assert.equal(validator.message('first_name', { rule: 'required' }), 'Le champ prénom est obligatoire.');
    assert.equal(validator.message('email', { rule: 'required' }), 'Indiquez votre adresse.');
    validator.setMessages({ max: ':attribute : :max caractères au plus (:0).' });
    assert.equal(
      validator.message('first_name', { rule: 'max', params: ['5'] }),
      'prénom : 5 caractères au plus (5).',
    );
    assert.equal(messageFor('first_name', { rule: 'required' }), 'The first name field is required.');
  });
  test('rule names from Object.prototype are plain names, not lookups', () => {
    const validator = new Validator({ messages: { constructor: ':attribute :min :0' } });
    assert.equal(validator.message('x', { rule: 'constructor', params: ['1'] }), 'x :min 1');
    assert.equal(validator.message('x', { rule: 'toString' }), 'The x field is invalid.');
  });
  test('a custom rule can bring its message', () => {
    const validator = new Validator().addRule(
      'even',
      (value) => Number(value) % 2 === 0,
      ':attribute must be even',
    );
    assert.equal(validator.message('count', { rule: 'even' }), 'count must be even');
  });
});
