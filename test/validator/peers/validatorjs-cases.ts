// The cases of validatorjs 3.22 spec/ (github.com/mikeerickson/validatorjs, commit 46928d7): for each
// test, the payloads and rules it built and what validatorjs answered to each call the test made
// (passes(), fails(), errors.first(), …), recorded by running that spec against validatorjs.
// Data only; validatorjs-suite.test.ts replays the calls on intake through a shim.
import type { PeerCase } from './validatorjs-shim.js';

export const validatorjsCases: readonly PeerCase[] = [
  {
    id: 'accepted-rule #1',
    validators: [
      {
        data: { terms: 'yes' },
        rules: { terms: 'accepted' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'accepted-rule #2',
    validators: [
      {
        data: { terms: 'on' },
        rules: { terms: 'accepted' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'accepted-rule #3',
    validators: [
      {
        data: { terms: 1 },
        rules: { terms: 'accepted' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'accepted-rule #4',
    validators: [
      {
        data: { terms: '1' },
        rules: { terms: 'accepted' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'accepted-rule #5',
    validators: [
      {
        data: { terms: true },
        rules: { terms: 'accepted' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'accepted-rule #6',
    validators: [
      {
        data: { terms: '10' },
        rules: { terms: 'accepted' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'accepted-rule #7',
    validators: [
      {
        data: { terms: '' },
        rules: { terms: 'accepted' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'accepted-rule #8',
    validators: [
      {
        data: {},
        rules: { terms: 'accepted' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'after-rule #1',
    validators: [
      {
        data: { date: '1996-12-09', date2: '1995-08-09' },
        rules: { date2: 'after:date' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['date2'], result: 'The date2 must be after date.' },
        ],
      },
    ],
  },
  {
    id: 'after-rule #2',
    validators: [
      {
        data: { date: '1995-08-09', date2: '1995-08-09' },
        rules: { date2: 'after:date' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['date2'], result: 'The date2 must be after date.' },
        ],
      },
    ],
  },
  {
    id: 'after-rule #3',
    validators: [
      {
        data: { date: '1995-08-09', date2: '1996-12-09' },
        rules: { date2: 'after:date' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'after_or_equal-rule #1',
    validators: [
      {
        data: { date: '1996-12-09', date2: '1995-08-09' },
        rules: { date2: 'after_or_equal:date' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['date2'], result: 'The date2 must be equal or after date.' },
        ],
      },
    ],
  },
  {
    id: 'after_or_equal-rule #2',
    validators: [
      {
        data: { date: '1995-08-09', date2: '1995-08-09' },
        rules: { date2: 'after_or_equal:date' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'after_or_equal-rule #3',
    validators: [
      {
        data: { date: '1995-08-09', date2: '1996-12-09' },
        rules: { date2: 'after_or_equal:date' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'alpha-rule #1',
    validators: [
      {
        data: { name: '12' },
        rules: { name: 'alpha' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'alpha-rule #2',
    validators: [
      {
        data: { name: 12 },
        rules: { name: 'alpha' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'alpha-rule #3',
    validators: [
      {
        data: { name: 'abc' },
        rules: { name: 'alpha' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'alpha-rule #4',
    validators: [
      { data: { name: '' }, rules: { name: 'alpha' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'alpha-rule #5',
    validators: [
      {
        data: {},
        rules: { name: 'alpha' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'alpha_dash-rule #1',
    validators: [
      {
        data: { name: 'David *' },
        rules: { name: 'alpha_dash' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'alpha_dash-rule #2',
    validators: [
      {
        data: { name: 12 },
        rules: { name: 'alpha_dash' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'alpha_dash-rule #3',
    validators: [
      {
        data: { name: 'David9_-' },
        rules: { name: 'alpha_dash' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'alpha_dash-rule #4',
    validators: [
      { data: { name: '' }, rules: { name: 'alpha_dash' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'alpha_dash-rule #5',
    validators: [
      {
        data: {},
        rules: { name: 'alpha_dash' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'alpha_num-rule #1',
    validators: [
      {
        data: { age: '$' },
        rules: { age: 'alpha_num' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['age'], result: 'The age field must be alphanumeric.' },
        ],
      },
    ],
  },
  {
    id: 'alpha_num-rule #2',
    validators: [
      {
        data: { age: 'abc123' },
        rules: { age: 'alpha_num' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'alpha_num-rule #3',
    validators: [
      {
        data: { age: 123 },
        rules: { age: 'alpha_num' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'alpha_num-rule #4',
    validators: [
      { data: { name: '' }, rules: { name: 'alpha_num' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'alpha_num-rule #5',
    validators: [
      {
        data: {},
        rules: { name: 'alpha_num' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'alternative-initialization #1',
    validators: [
      {
        data: {
          name: 'David',
          email: 'johndoe@gmail.com',
          salary: '10,000.00',
          birthday: '03/07/1980',
          nick: 'Dav',
        },
        rules: {
          name: ['required', 'min:3', 'max:10'],
          email: ['required', 'email'],
          salary: [
            'required',
            'regex:/^\\$?(?!0.00)(([0-9]{1,3},([0-9]{3},)*)[0-9]{3}|[0-9]{1,3})(\\.[0-9]{2})?$/',
          ],
          birthday: [
            'required',
            'regex:/^([1-9]|0[1-9]|[12][0-9]|3[01])\\D([1-9]|0[1-9]|1[012])\\D(19[0-9][0-9]|20[0-9][0-9])$/',
          ],
          nick: ['required', 'regex:/^X/'],
        },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['nick'], result: 'The nick format is invalid.' },
        ],
      },
    ],
  },
  {
    id: 'array #1',
    validators: [
      {
        data: { users: [] },
        rules: { users: 'array' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'array #2',
    validators: [
      {
        data: { users: {} },
        rules: { users: 'array' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'array #3',
    validators: [
      {
        data: { users: true },
        rules: { users: 'array' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'array #4',
    validators: [
      {
        data: { names: [] },
        rules: { names: 'array|min:1' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'async-rule #1',
    validators: [
      {
        data: { username: 'test' },
        rules: { username: 'username' },
        ops: [{ op: 'passes', callback: true }],
      },
    ],
    statics: ['registerAsync'],
  },
  {
    id: 'async-rule #2',
    validators: [
      { data: { username: 'test' }, rules: { username: 'username' }, ops: [{ op: 'fails', callback: true }] },
    ],
    statics: ['registerAsync'],
  },
  {
    id: 'async-rule #3',
    validators: [
      {
        data: { username: 'test' },
        rules: { username: 'username1|username2' },
        ops: [{ op: 'passes', callback: true }],
      },
    ],
    statics: ['registerAsync'],
  },
  {
    id: 'async-rule #4',
    validators: [
      {
        data: { username: 'test' },
        rules: { username: 'username1|username2' },
        ops: [{ op: 'fails', callback: true }],
      },
    ],
    statics: ['registerAsync'],
  },
  {
    id: 'async-rule #5',
    validators: [
      {
        data: { username: 'admin' },
        rules: { username: 'username' },
        ops: [
          { op: 'fails', callback: true },
          { op: 'errors.first', args: ['username'], result: 'This username is banned' },
        ],
      },
    ],
    statics: ['registerAsync'],
  },
  {
    id: 'async-rule #6',
    validators: [
      {
        data: { username: 'admin', email: 'blah' },
        rules: { username: 'required|min:3', email: 'required|email' },
        ops: [
          { op: 'fails', callback: true },
          { op: 'passes', callback: true },
        ],
      },
    ],
  },
  {
    id: 'async-rule #7',
    validators: [
      {
        data: { username: 'test' },
        rules: { username: 'required|min:3|username' },
        ops: [{ op: 'passes', callback: true }],
      },
    ],
    statics: ['registerAsync'],
  },
  {
    id: 'async-rule #8',
    validators: [
      {
        data: { name: 'gary' },
        rules: { name: 'required' },
        ops: [
          { op: 'fails', callback: true },
          { op: 'passes', callback: true },
        ],
      },
    ],
  },
  {
    id: 'async-rule #9',
    validators: [
      {
        data: { name: '' },
        rules: { name: 'required' },
        ops: [
          { op: 'passes', callback: true },
          { op: 'fails', callback: true },
        ],
      },
    ],
  },
  {
    id: 'attribute-formatter #1',
    validators: [
      {
        data: { 'all_users[3][first_name]': '' },
        rules: { 'all_users[3][first_name]': 'required' },
        ops: [
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.first',
            args: ['all_users[3][first_name]'],
            result: 'The all users 3 first name field is required.',
          },
        ],
      },
    ],
  },
  {
    id: 'attribute-formatter #2',
    validators: [
      {
        data: { first_name: '' },
        rules: { first_name: 'required' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['first_name'], result: 'The first name field is required.' },
        ],
      },
    ],
    statics: ['setAttributeFormatter'],
  },
  {
    id: 'attribute-formatter #3',
    validators: [
      {
        data: { first_name: '' },
        rules: { first_name: 'required' },
        ops: [
          { op: 'setAttributeFormatter', callback: true },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['first_name'], result: 'The first_name field is required.' },
        ],
      },
    ],
  },
  {
    id: 'attribute-names #1',
    validators: [
      {
        data: { name: '' },
        rules: { name: 'required' },
        ops: [
          { op: 'setAttributeNames', args: [{ name: 'custom_name' }] },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['name'], result: 'The custom_name field is required.' },
        ],
      },
    ],
  },
  {
    id: 'attribute-names #2',
    validators: [
      {
        data: { name: '', req: 'is_required' },
        rules: { name: 'required_if:req,is_required' },
        ops: [
          { op: 'setAttributeNames', args: [{ name: 'custom_name', req: 'other_field' }] },
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.first',
            args: ['name'],
            result: 'The custom_name field is required when other_field is is_required.',
          },
        ],
      },
    ],
  },
  {
    id: 'attribute-names #3',
    validators: [
      {
        data: { name: '', req: 'not_required' },
        rules: { name: 'required_unless:req,is_required' },
        ops: [
          { op: 'setAttributeNames', args: [{ name: 'custom_name', req: 'other_field' }] },
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.first',
            args: ['name'],
            result: 'The custom_name field is required when other_field is not is_required.',
          },
        ],
      },
    ],
  },
  {
    id: 'attribute-names #4',
    validators: [
      {
        data: { name: '', req: true },
        rules: { name: 'required_with:req' },
        ops: [
          { op: 'setAttributeNames', args: [{ name: 'custom_name', req: 'other_field' }] },
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.first',
            args: ['name'],
            result: 'The custom_name field is required when other_field is not empty.',
          },
        ],
      },
    ],
  },
  {
    id: 'attribute-names #5',
    validators: [
      {
        data: { name: '', req1: true, req2: true },
        rules: { name: 'required_with_all:req1,req2' },
        ops: [
          {
            op: 'setAttributeNames',
            args: [{ name: 'custom_name', req1: 'other_field_1', req2: 'other_field_2' }],
          },
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.first',
            args: ['name'],
            result: 'The custom_name field is required when other_field_1, other_field_2 are not empty.',
          },
        ],
      },
    ],
  },
  {
    id: 'attribute-names #6',
    validators: [
      {
        data: { name: '' },
        rules: { name: 'required_without:req' },
        ops: [
          { op: 'setAttributeNames', args: [{ name: 'custom_name', req: 'other_field' }] },
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.first',
            args: ['name'],
            result: 'The custom_name field is required when other_field is empty.',
          },
        ],
      },
    ],
  },
  {
    id: 'attribute-names #7',
    validators: [
      {
        data: { name: '' },
        rules: { name: 'required_without_all:req1,req2' },
        ops: [
          {
            op: 'setAttributeNames',
            args: [{ name: 'custom_name', req1: 'other_field_1', req2: 'other_field_2' }],
          },
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.first',
            args: ['name'],
            result: 'The custom_name field is required when other_field_1, other_field_2 are empty.',
          },
        ],
      },
    ],
  },
  {
    id: 'attribute-names #8',
    validators: [
      {
        data: { date: '2017-01-01T00:00:00.000Z', other: '2017-01-02T00:00:00.000Z' },
        rules: { date: 'after:other' },
        ops: [
          { op: 'setAttributeNames', args: [{ date: 'custom_name', other: 'other_field' }] },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['date'], result: 'The custom_name must be after other_field.' },
        ],
      },
    ],
  },
  {
    id: 'attribute-names #9',
    validators: [
      {
        data: { date: '2017-01-03T00:00:00.000Z', other: '2017-01-02T00:00:00.000Z' },
        rules: { date: 'before:other' },
        ops: [
          { op: 'setAttributeNames', args: [{ date: 'custom_name', other: 'other_field' }] },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['date'], result: 'The custom_name must be before other_field.' },
        ],
      },
    ],
  },
  {
    id: 'attribute-names #10',
    validators: [
      {
        data: { date: '2017-01-01T00:00:00.000Z', other: '2017-01-02T00:00:00.000Z' },
        rules: { date: 'after_or_equal:other' },
        ops: [
          { op: 'setAttributeNames', args: [{ date: 'custom_name', other: 'other_field' }] },
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.first',
            args: ['date'],
            result: 'The custom_name must be equal or after other_field.',
          },
        ],
      },
    ],
  },
  {
    id: 'attribute-names #11',
    validators: [
      {
        data: { date: '2017-01-03T00:00:00.000Z', other: '2017-01-02T00:00:00.000Z' },
        rules: { date: 'before_or_equal:other' },
        ops: [
          { op: 'setAttributeNames', args: [{ date: 'custom_name', other: 'other_field' }] },
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.first',
            args: ['date'],
            result: 'The custom_name must be equal or before other_field.',
          },
        ],
      },
    ],
  },
  {
    id: 'attribute-names #12',
    validators: [
      {
        data: { name: 'name', other: 'other' },
        rules: { name: 'same:other' },
        ops: [
          { op: 'setAttributeNames', args: [{ name: 'custom_name', other: 'other_field' }] },
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.first',
            args: ['name'],
            result: 'The custom_name and other_field fields must match.',
          },
        ],
      },
    ],
  },
  {
    id: 'before-rule #1',
    validators: [
      {
        data: { date: '1994-12-09', date2: '1998-08-09' },
        rules: { date2: 'before:date' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['date2'], result: 'The date2 must be before date.' },
        ],
      },
    ],
  },
  {
    id: 'before-rule #2',
    validators: [
      {
        data: { date: '1994-12-09', date2: '1994-12-09' },
        rules: { date2: 'before:date' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['date2'], result: 'The date2 must be before date.' },
        ],
      },
    ],
  },
  {
    id: 'before-rule #3',
    validators: [
      {
        data: { date: '1998-08-09', date2: '1994-12-09' },
        rules: { date2: 'before:date' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'before_or_equal-rule #1',
    validators: [
      {
        data: { date: '1994-12-09', date2: '1998-08-09' },
        rules: { date2: 'before_or_equal:date' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['date2'], result: 'The date2 must be equal or before date.' },
        ],
      },
    ],
  },
  {
    id: 'before_or_equal-rule #2',
    validators: [
      {
        data: { date: '1994-12-09', date2: '1994-12-09' },
        rules: { date2: 'before_or_equal:date' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'before_or_equal-rule #3',
    validators: [
      {
        data: { date: '1998-08-09', date2: '1994-12-09' },
        rules: { date2: 'before_or_equal:date' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'between-rule #1',
    validators: [
      {
        data: { num: 25 },
        rules: { num: 'between:18,30' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'between-rule #2',
    validators: [
      {
        data: { num: 25 },
        rules: { num: 'between:25,30' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'between-rule #3',
    validators: [
      {
        data: { num: '25' },
        rules: { num: 'between:25,30' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'between-rule #4',
    validators: [
      {
        data: { num: '25' },
        rules: { num: 'between:2,3' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'between-rule #5',
    validators: [
      {
        data: { num: '25' },
        rules: { num: 'between:25,30|numeric' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'between-rule #6',
    validators: [
      {
        data: { num1: 25.12, num2: 0.03 },
        rules: { num1: 'between:25.11,25.13', num2: 'between:0.02,0.04' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'between-rule #7',
    validators: [
      {
        data: { num: -3 },
        rules: { num: 'between:-4,-2' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'between-rule #8',
    validators: [
      {
        data: { array2: ['a', 'b'] },
        rules: { array2: 'required|between:1,2' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'between-rule #9',
    validators: [
      {
        data: { num: 14 },
        rules: { num: 'between:16,23' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['num'], result: 'The num field must be between 16 and 23.' },
        ],
      },
    ],
  },
  {
    id: 'between-rule #10',
    validators: [
      {
        data: { name: 'mike erickson' },
        rules: { name: 'between:1,4' },
        ops: [
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.first',
            args: ['name'],
            result: 'The name field must be between 1 and 4 characters.',
          },
        ],
      },
    ],
  },
  {
    id: 'between-rule #11',
    validators: [
      {
        data: { numNull: null, numEmpty: '', numOutOfBounds: 24, numOutOfBoundsUnsigned: -34 },
        rules: {
          numNull: 'between:25,30',
          numUndefined: 'between:25,30',
          numEmpty: 'between:25,30',
          numOutOfBounds: 'between:25,30',
          numOutOfBoundsUnsigned: 'between:-35,150',
        },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'boolean-rule #1',
    validators: [
      {
        data: { isHappy: true },
        rules: { isHappy: 'boolean' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'boolean-rule #2',
    validators: [
      {
        data: { isHappy: 1, isSad: 0 },
        rules: { isHappy: 'boolean', isSad: 'boolean' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'boolean-rule #3',
    validators: [
      {
        data: { firstOne: 'true', secondOne: 'false', thirdOne: '0', fourthOne: '1' },
        rules: { firstOne: 'boolean', secondOne: 'boolean', thirdOne: 'boolean', fourthOne: 'boolean' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'boolean-rule #4',
    validators: [
      {
        data: { firstOne: 'truee' },
        rules: { firstOne: 'boolean' },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'boolean-rule #5',
    validators: [
      {
        data: {},
        rules: { age: 'boolean' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'boolean-rule #6',
    validators: [
      {
        data: { age: '' },
        rules: { age: 'boolean' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'confirmed-rule #1',
    validators: [
      {
        data: { password: 'abc' },
        rules: { password: 'confirmed' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'confirmed-rule #2',
    validators: [
      {
        data: { password: 'abc', password_confirmation: 'abcd' },
        rules: { password: 'confirmed' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['password'], result: 'The password confirmation does not match.' },
        ],
      },
    ],
  },
  {
    id: 'confirmed-rule #3',
    validators: [
      {
        data: { password: 'abc', password_confirmation: 'abc' },
        rules: { password: 'confirmed' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'custom-messages #1',
    validators: [
      {
        data: { name: '' },
        rules: { name: 'required' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.get', args: ['name'], result: ['Name is missing.'] },
          { op: 'errors.first', args: ['name'], result: 'Name is missing.' },
        ],
        messages: { required: 'Name is missing.' },
      },
    ],
  },
  {
    id: 'custom-messages #2',
    validators: [
      {
        data: { name: 'A' },
        rules: { name: 'min:4' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.get', args: ['name'], result: ['name is not long enough. Should be 4.'] },
          { op: 'errors.first', args: ['name'], result: 'name is not long enough. Should be 4.' },
        ],
        messages: { min: { string: ':attribute is not long enough. Should be :min.' } },
      },
    ],
  },
  {
    id: 'custom-messages #3',
    validators: [
      {
        data: { name: '' },
        rules: { name: 'required' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.get', args: ['name'], result: ["name is required. name can't be empty."] },
          { op: 'errors.first', args: ['name'], result: "name is required. name can't be empty." },
        ],
        messages: { required: ":attribute is required. :attribute can't be empty." },
      },
    ],
  },
  {
    id: 'custom-messages #4',
    validators: [
      {
        data: { name: 'A' },
        rules: { name: 'min:4' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.get', args: ['name'], result: ['name is not long enough. Should be 4.'] },
          { op: 'errors.first', args: ['name'], result: 'name is not long enough. Should be 4.' },
        ],
        messages: { min: { string: ':attribute is not long enough. Should be :min.' } },
      },
    ],
  },
  {
    id: 'custom-messages #5',
    validators: [
      {
        data: { name: 'A' },
        rules: { name: 'min:4' },
        ops: [
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.get',
            args: ['name'],
            result: [
              'name is not long enough. name should be 4. Because needed string with 4 symbols or more.',
            ],
          },
          {
            op: 'errors.first',
            args: ['name'],
            result:
              'name is not long enough. name should be 4. Because needed string with 4 symbols or more.',
          },
        ],
        messages: {
          min: {
            string:
              ':attribute is not long enough. :attribute should be :min. Because needed string with :min symbols or more.',
          },
        },
      },
    ],
  },
  {
    id: 'custom-messages #6',
    validators: [
      {
        data: { name: '', email: '' },
        rules: { name: 'required', email: 'required' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.get', args: ['name'], result: ['Name is missing.'] },
          { op: 'errors.first', args: ['name'], result: 'Name is missing.' },
          { op: 'errors.get', args: ['email'], result: ['The email field is required.'] },
          { op: 'errors.first', args: ['email'], result: 'The email field is required.' },
        ],
        messages: { 'required.name': 'Name is missing.' },
      },
    ],
  },
  {
    id: 'custom-messages #7',
    validators: [
      {
        data: { phone: '1234567890' },
        rules: { phone: 'telephone' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.get', args: ['phone'], result: ['Wrong number.'] },
          { op: 'errors.first', args: ['phone'], result: 'Wrong number.' },
        ],
        messages: { telephone: 'Wrong number.' },
      },
    ],
    statics: ['register'],
  },
  {
    id: 'custom-messages #8',
    validators: [
      {
        data: { phone: '1234567890', fax: '1234567890' },
        rules: { phone: 'telephone', fax: 'telephone' },
        ops: [
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.get',
            args: ['phone'],
            result: ['The phone phone number is not in the format XXX-XXX-XXXX.'],
          },
          {
            op: 'errors.first',
            args: ['phone'],
            result: 'The phone phone number is not in the format XXX-XXX-XXXX.',
          },
          { op: 'errors.get', args: ['fax'], result: ['Why are you even using a fax?'] },
          { op: 'errors.first', args: ['fax'], result: 'Why are you even using a fax?' },
        ],
        messages: { 'telephone.fax': 'Why are you even using a fax?' },
      },
    ],
    statics: ['register'],
  },
  {
    id: 'date-rule #1',
    validators: [
      {
        data: { date: 807926400000 },
        rules: { date: 'date' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
      {
        data: { date: 'Aug 9, 2020' },
        rules: { date: 'date' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
      {
        data: { date: 'Wed, 09 Aug 2020 00:00:00 GMT' },
        rules: { date: 'date' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
      {
        data: { date: 'Wed, 09 Aug 2020 00:00:00' },
        rules: { date: 'date' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
      {
        data: { date: '2020-08-09' },
        rules: { date: 'date' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
      {
        data: { date: '2020-08-09T00:00:00+00:00' },
        rules: { date: 'date' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
      {
        data: { date: '2020-08-09T00:00:00Z' },
        rules: { date: 'date' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
      {
        data: { date: '2020-08-09T00:00:00.000Z' },
        rules: { date: 'date' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
      {
        data: { date: '2026-11-25T11:46:00.597Z' },
        rules: { date: 'date' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'date-rule #2',
    validators: [
      {
        data: { passingDate: 'Friday, March 17 2017' },
        rules: { passingDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { passingDate: '2017-03-18' },
        rules: { passingDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { passingDate: '2017-03-18' },
        rules: { passingDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { passingDate: '2017.03.18' },
        rules: { passingDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { passingDate: '2017-03-31' },
        rules: { passingDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'date-rule #3',
    validators: [
      {
        data: { failDate: '2014-25-23' },
        rules: { failDate: 'date' },
        ops: [{ op: 'fails', args: [], result: true }],
      },
      {
        data: { failDate: 'foo-bar' },
        rules: { failDate: 'date' },
        ops: [{ op: 'fails', args: [], result: true }],
      },
      {
        data: { failDate: '0908 2020' },
        rules: { failDate: 'date' },
        ops: [{ op: 'fails', args: [], result: true }],
      },
      {
        data: { failDate: '9/39/2020' },
        rules: { failDate: 'date' },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'date-rule #4',
    validators: [
      {
        data: { failDate: '2020-01-32' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
      {
        data: { failDate: '2019-02-31' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
      {
        data: { failDate: '2020-02-31' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
      {
        data: { failDate: '2020-03-32' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
      {
        data: { failDate: '2020-04-31' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
      {
        data: { failDate: '2020-05-32' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
      {
        data: { failDate: '2020-06-31' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
      {
        data: { failDate: '2020-07-32' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
      {
        data: { failDate: '2020-08-32' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
      {
        data: { failDate: '2020-09-31' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
      {
        data: { failDate: '2020-10-32' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
      {
        data: { failDate: '2020-11-31' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
      {
        data: { failDate: '2020-12-32' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
      {
        data: { failDate: '2020-01-31' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { failDate: '2020-02-28' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { failDate: '2020-03-31' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { failDate: '2020-04-30' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { failDate: '2020-05-31' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { failDate: '2020-06-30' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { failDate: '2020-07-31' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { failDate: '2020-08-31' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { failDate: '2020-09-30' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { failDate: '2020-10-31' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { failDate: '2020-11-30' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { failDate: '2020-12-31' },
        rules: { failDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'date-rule #5',
    validators: [
      {
        data: { passingDate: '2020.09.26' },
        rules: { passingDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { passingDate: '2020/09/26' },
        rules: { passingDate: 'date' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'different-rule #1',
    validators: [
      {
        data: { field1: 'abc', field2: 'abc' },
        rules: { field2: 'different:field1' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'different-rule #2',
    validators: [
      {
        data: { field1: 'abc', field2: 'abcd' },
        rules: { field2: 'different:field1' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'different-rule #3',
    validators: [
      {
        data: { payload: { pw: 'abc123', username: 'test123' }, username: 'test' },
        rules: { username: 'different:payload.username' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'different-rule #4',
    validators: [
      {
        data: { payload: { pw: 'abc123', username: 'test123' }, username: 'test123' },
        rules: { username: 'different:payload.username' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.first',
            args: ['username'],
            result: 'The username and payload.username must be different.',
          },
        ],
      },
    ],
  },
  {
    id: 'digits-rule #1',
    validators: [
      {
        data: { zip: '90989' },
        rules: { zip: 'digits:5' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'digits-rule #2',
    validators: [
      {
        data: { zip: '9098a' },
        rules: { zip: 'digits:5' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['zip'], result: 'The zip must be 5 digits.' },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'digits-rule #3',
    validators: [
      {
        data: { zip: '9098 ' },
        rules: { zip: 'digits:5' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['zip'], result: 'The zip must be 5 digits.' },
          { op: 'passes', args: [], result: false },
        ],
      },
      {
        data: { zip: ' 9098' },
        rules: { zip: 'digits:5' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['zip'], result: 'The zip must be 5 digits.' },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'email-rule #1',
    validators: [
      {
        data: { email: 'johndoe@gmail.com' },
        rules: { email: 'email' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'email-rule #2',
    validators: [
      {
        data: { email: 'johndoe.gmail.com' },
        rules: { email: 'email' },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'email-rule #3',
    validators: [
      {
        data: { email: 'johndoe@gmail' },
        rules: { email: 'email' },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'email-rule #4',
    validators: [
      {
        data: { email: '   ' },
        rules: { email: 'required|email' },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'email-rule #5',
    validators: [
      { data: { email: '' }, rules: { email: 'email' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'email-rule #6',
    validators: [
      {
        data: {},
        rules: { email: 'email' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'email-rule #7',
    validators: [
      {
        data: { email: 'first.last@example.com' },
        rules: { email: 'email' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'email-rule #8',
    validators: [
      {
        data: { email: 'john.doe@jänt.de' },
        rules: { email: 'email' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'email-rule #9',
    validators: [
      {
        data: { email: 'johndoe@gmail.com.uk' },
        rules: { email: 'email' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'email-rule #10',
    validators: [
      {
        data: { email: 'johndoe@gmail.com.au' },
        rules: { email: 'email' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'email-rule #11',
    validators: [
      {
        data: { email: 'mike.erickson@ru.codedungeon.ru' },
        rules: { email: 'email' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'error-count #1',
    validators: [
      { data: { username: '' }, rules: { username: 'required' }, ops: [{ op: 'errorCount', result: 0 }] },
    ],
  },
  {
    id: 'error-count #2',
    validators: [
      {
        data: { username: '', name: '' },
        rules: { username: 'required', name: 'required' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'errorCount', result: 2 },
        ],
      },
    ],
  },
  {
    id: 'error-count #3',
    validators: [
      {
        data: { username: 'a', name: 'a' },
        rules: { username: 'required', name: 'required' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'errorCount', result: 0 },
        ],
      },
    ],
  },
  {
    id: 'error-messages #1',
    validators: [
      {
        data: { email: '' },
        rules: { email: 'required|email' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['email'], result: 'The email field is required.' },
        ],
      },
    ],
  },
  {
    id: 'error-messages #2',
    validators: [
      {
        data: { email: '' },
        rules: { email: 'required|email' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['email'], result: 'The email field is required.' },
        ],
      },
    ],
  },
  {
    id: 'error-messages #3',
    validators: [
      {
        data: { email: 'john@yahoo.com' },
        rules: { email: 'required|email' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'errors.first', args: ['email'], result: false },
        ],
      },
    ],
  },
  {
    id: 'error-messages #4',
    validators: [
      {
        data: { email: 'john@yahoo' },
        rules: { email: 'required|email' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['email'], result: 'The email format is invalid.' },
        ],
      },
    ],
  },
  {
    id: 'error-messages #5',
    validators: [
      {
        data: { name: 'David' },
        rules: { name: 'required' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'errors.first', args: ['name'], result: false },
        ],
      },
    ],
  },
  {
    id: 'error-messages #6',
    validators: [
      {
        data: { age: 17, description: 'a', info: '', hours: 3, pin: '123', range: 20, tweet: 'some tweet' },
        rules: {
          age: 'min:18',
          description: 'required|min:5',
          info: 'required|min:3',
          hours: 'size:5',
          pin: 'size:4',
          range: 'max:10',
          tweet: 'max:5',
        },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['age'], result: 'The age must be at least 18.' },
          {
            op: 'errors.first',
            args: ['description'],
            result: 'The description must be at least 5 characters.',
          },
          { op: 'errors.first', args: ['info'], result: 'The info field is required.' },
          { op: 'errors.first', args: ['hours'], result: 'The hours must be 5.' },
          { op: 'errors.first', args: ['pin'], result: 'The pin must be 4 characters.' },
          { op: 'errors.first', args: ['range'], result: 'The range may not be greater than 10.' },
          { op: 'errors.first', args: ['tweet'], result: 'The tweet may not be greater than 5 characters.' },
        ],
      },
    ],
  },
  {
    id: 'error-messages #7',
    validators: [
      {
        data: { name: '12' },
        rules: { name: 'alpha' },
        ops: [
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.first',
            args: ['name'],
            result: 'The name field must contain only alphabetic characters.',
          },
        ],
      },
    ],
  },
  {
    id: 'error-messages #8',
    validators: [
      {
        data: { name: 'David *' },
        rules: { name: 'alpha_dash' },
        ops: [
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.first',
            args: ['name'],
            result:
              'The name field may only contain alpha-numeric characters, as well as dashes and underscores.',
          },
        ],
      },
    ],
  },
  {
    id: 'error-messages #9',
    validators: [
      {
        data: { password: 'abc' },
        rules: { password: 'confirmed' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['password'], result: 'The password confirmation does not match.' },
        ],
      },
    ],
  },
  {
    id: 'error-messages #10',
    validators: [
      {
        data: { field1: 'abc', field2: 'abc' },
        rules: { field2: 'different:field1' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['field2'], result: 'The field2 and field1 must be different.' },
        ],
      },
    ],
  },
  {
    id: 'error-messages #11',
    validators: [
      {
        data: { link: 'http://' },
        rules: { link: 'url' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['link'], result: 'The link format is invalid.' },
        ],
      },
    ],
  },
  {
    id: 'error-messages #12',
    validators: [
      {
        data: { phone: '4213-454-9988' },
        rules: { phone: 'telephone' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['phone'], result: 'The phone attribute has errors.' },
        ],
      },
    ],
    statics: ['register'],
  },
  {
    id: 'error-messages #13',
    validators: [
      {
        data: { cell: '4213-454-9988' },
        rules: { cell: 'telephone' },
        ops: [
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.first',
            args: ['cell'],
            result: 'The cell phone number is not in the format XXX-XXX-XXXX.',
          },
        ],
      },
    ],
    statics: ['register'],
  },
  {
    id: 'error-messages #14',
    validators: [
      {
        data: { email: '' },
        rules: { email: 'required|email' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'errors.get', args: ['email'], result: ['The email field is required.'] },
          { op: 'errors.get', args: ['email'], result: ['The email field is required.'] },
        ],
      },
    ],
  },
  {
    id: 'error-messages #15',
    validators: [
      {
        data: { email: 'johndoe@gmail.com' },
        rules: { email: 'required|email' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'errors.get', args: ['email'], result: [] },
          { op: 'errors.get', args: ['email'], result: [] },
        ],
      },
    ],
  },
  {
    id: 'error-messages #16',
    validators: [
      {
        data: { email: 'x' },
        rules: { email: 'email|min:10' },
        ops: [
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.get',
            args: ['email'],
            result: ['The email format is invalid.', 'The email must be at least 10 characters.'],
          },
          {
            op: 'errors.get',
            args: ['email'],
            result: ['The email format is invalid.', 'The email must be at least 10 characters.'],
          },
        ],
      },
    ],
  },
  {
    id: 'error-messages #17',
    validators: [
      {
        data: { name: 'd', email: '', age: 28 },
        rules: { name: 'required|min:2', email: 'required|email', age: 'min:18' },
        ops: [
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.all',
            args: [],
            result: {
              name: ['The name must be at least 2 characters.'],
              email: ['The email field is required.'],
            },
          },
        ],
      },
    ],
  },
  {
    id: 'error-messages #18',
    validators: [
      {
        data: { name: 'd', email: '', age: 28 },
        rules: { name: 'required|min:2', email: 'required|email', age: 'min:18' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'errors.has', args: ['name'], result: true },
          { op: 'errors.has', args: ['age'], result: false },
          { op: 'errors.has', args: ['fake-property'], result: false },
        ],
      },
    ],
  },
  {
    id: 'error-messages #19',
    validators: [
      {
        data: { val: '1' },
        rules: { val: 'numeric|min:2' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['val'], result: 'The val must be at least 2.' },
        ],
      },
    ],
  },
  {
    id: 'error-messages #20',
    validators: [
      {
        data: { val: '1' },
        rules: { val: 'integer|min:2' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['val'], result: 'The val must be at least 2.' },
        ],
      },
    ],
  },
  {
    id: 'flatten-object #1',
    validators: [
      {
        data: {},
        rules: {},
        ops: [
          { op: '_flattenObject', args: [null], result: '[object]' },
          { op: '_flattenObject', args: [null], result: '[object]' },
          { op: '_flattenObject', args: [{}], result: '[object]' },
          { op: '_flattenObject', args: [{ foo: null }], result: '[object]' },
          { op: '_flattenObject', args: [{ foo: {} }], result: '[object]' },
          { op: '_flattenObject', args: [{ foo: 1 }], result: '[object]' },
          { op: '_flattenObject', args: [{ foo: [] }], result: '[object]' },
          { op: '_flattenObject', args: [{ foo: { bar: 1 } }], result: '[object]' },
          { op: '_flattenObject', args: [{ foo: { bar: [] } }], result: '[object]' },
          { op: '_flattenObject', args: [{ foo: { bar: { fizz: 'buzz' } } }], result: '[object]' },
          { op: '_flattenObject', args: [{ foo: { bar: { fizz: ['buzz'] } } }], result: '[object]' },
        ],
      },
    ],
  },
  {
    id: 'hex-rule #1',
    validators: [
      {
        data: { color: '4d4b8z' },
        rules: { color: 'hex' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'hex-rule #2',
    validators: [
      {
        data: { mongoId: '54759eb3c090d83494e2d804', symbolStr: '0', symbolNum: 0, str: 'a' },
        rules: { color: 'hex', mongoId: 'hex', symbolStr: 'hex', symbolNum: 'hex', str: 'hex' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'hex-rule #3',
    validators: [
      {
        data: { olor: '', mongoId: '' },
        rules: { color: 'hex', mongoId: 'hex' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'hex-rule #4',
    validators: [
      {
        data: {},
        rules: { color: 'hex', mongoId: 'hex' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'implicit-rule #1',
    validators: [
      { data: {}, rules: { value: 'null_or_number' }, ops: [{ op: 'passes', args: [], result: false }] },
    ],
    statics: ['registerImplicit'],
  },
  {
    id: 'implicit-rule #2',
    validators: [
      {
        data: { value: null },
        rules: { value: 'null_or_number' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
    statics: ['registerImplicit'],
  },
  {
    id: 'implicit-rule #3',
    validators: [{ data: {}, rules: { value: 'async_null' }, ops: [{ op: 'fails', callback: true }] }],
    statics: ['registerAsyncImplicit'],
  },
  {
    id: 'implicit-rule #4',
    validators: [
      { data: { value: null }, rules: { value: 'async_null' }, ops: [{ op: 'passes', callback: true }] },
    ],
    statics: ['registerAsyncImplicit'],
  },
  {
    id: 'in-rule #1',
    validators: [
      {
        data: { state: 'fakeState' },
        rules: { state: 'in:CA,TX,FL' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['state'], result: 'The selected state is invalid.' },
        ],
      },
    ],
  },
  {
    id: 'in-rule #2',
    validators: [
      {
        data: { state: 'CA' },
        rules: { state: 'in:CA,TX,FL' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'in-rule #3',
    validators: [
      {
        data: {},
        rules: { state: 'in:CA,TX,FL' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'in-rule #4',
    validators: [
      {
        data: { state: '' },
        rules: { state: 'in:CA,TX,FL' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'in-rule #5',
    validators: [
      {
        data: { quantity: 10 },
        rules: { quantity: 'in:0,1,2' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['quantity'], result: 'The selected quantity is invalid.' },
        ],
      },
    ],
  },
  {
    id: 'in-rule #6',
    validators: [
      {
        data: { quantity: 1 },
        rules: { quantity: 'in:0,1,2' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'in-rule #7',
    validators: [
      {
        data: { fruits: ['apple', 'strawberry'] },
        rules: { fruits: 'array|in:apple,strawberry,kiwi' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'in-rule #8',
    validators: [
      {
        data: { fruits: ['strawberry', 'kiwi'] },
        rules: { fruits: 'array|in:apple,strawberry' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'integer-rule #1',
    validators: [
      {
        data: {},
        rules: { age: 'integer' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'integer-rule #2',
    validators: [
      {
        data: { age: 18 },
        rules: { age: 'integer' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'integer-rule #3',
    validators: [
      {
        data: { age: '18' },
        rules: { age: 'integer' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'integer-rule #4',
    validators: [
      {
        data: { num: -123 },
        rules: { num: 'integer' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'integer-rule #5',
    validators: [
      {
        data: { age: 18.9 },
        rules: { age: 'integer' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['age'], result: 'The age must be an integer.' },
        ],
      },
    ],
  },
  {
    id: 'integer-rule #6',
    validators: [
      {
        data: { age: '18d' },
        rules: { age: 'integer' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['age'], result: 'The age must be an integer.' },
        ],
      },
    ],
  },
  {
    id: 'integer-rule #7',
    validators: [
      {
        data: { age: true },
        rules: { age: 'integer' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'integer-rule #8',
    validators: [
      {
        data: { age: false },
        rules: { age: 'integer' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'integer-rule #9',
    validators: [
      {
        data: { age: [] },
        rules: { age: 'required|integer' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'integer-rule #10',
    validators: [
      {
        data: { age: {} },
        rules: { age: 'integer' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'integer-rule #11',
    validators: [
      {
        data: { num: -70.36 },
        rules: { num: 'integer' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'ip-rule #1',
    validators: [
      {
        data: { ipAddr: '127.0.0.1' },
        rules: { ipAddr: 'ipv4' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'ip-rule #2',
    validators: [
      {
        data: { ipAddr: '255.255.255.255' },
        rules: { ipAddr: 'ipv4' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'ip-rule #3',
    validators: [
      {
        data: { ipAddr: '192.168.33.10' },
        rules: { ipAddr: 'ipv4' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'ip-rule #4',
    validators: [
      {
        data: { ipAddr: '192.fail.33.10' },
        rules: { ipAddr: 'ipv4' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #5',
    validators: [
      {
        data: { ipAddr: '192.fail.33.10' },
        rules: { ipAddr: 'ipv4' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #6',
    validators: [
      {
        data: { ipAddr: '192.168.33.10.10' },
        rules: { ipAddr: 'ipv4' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #7',
    validators: [
      {
        data: { ipAddr: '192.168.10' },
        rules: { ipAddr: 'ipv4' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #8',
    validators: [
      {
        data: { ipAddr: '256.168.10.0' },
        rules: { ipAddr: 'ipv4' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #9',
    validators: [
      {
        data: { ipAddr: '256...0' },
        rules: { ipAddr: 'ipv4' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #10',
    validators: [
      { data: { ipAddr: 1234 }, rules: { ipAddr: 'ipv4' }, ops: [{ op: 'passes', args: [], result: false }] },
    ],
  },
  {
    id: 'ip-rule #11',
    validators: [
      {
        data: { ipAddr: '2001:0db8:85a3:0000:0000:8a2e:0370:7334' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'ip-rule #12',
    validators: [
      {
        data: { ipAddr: '2001:0db8:85a3:0:0:8a2e:0370:7334' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'ip-rule #13',
    validators: [
      {
        data: { ipAddr: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'ip-rule #14',
    validators: [
      {
        data: { ipAddr: '2001:db8::ff00:42:8329' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'ip-rule #15',
    validators: [
      { data: { ipAddr: '::1' }, rules: { ipAddr: 'ipv6' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'ip-rule #16',
    validators: [
      {
        data: { ipAddr: '1:2:3:4:5:6:7::' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'ip-rule #17',
    validators: [
      {
        data: { ipAddr: '::2:3:4:5:6:7:8' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'ip-rule #18',
    validators: [
      {
        data: { ipAddr: '192.168.33.10' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #19',
    validators: [
      {
        data: { ipAddr: '2001:0db8:85a3:1234:5349:8a2e:0370:7334:1234' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #20',
    validators: [
      {
        data: { ipAddr: ':2000' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #21',
    validators: [
      {
        data: { ipAddr: '2001:0db8:85a3:1234:123456789:8a2e:0370:7334' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #22',
    validators: [
      {
        data: { ipAddr: '234::123::23' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #23',
    validators: [
      { data: { ipAddr: 1234 }, rules: { ipAddr: 'ipv6' }, ops: [{ op: 'passes', args: [], result: false }] },
    ],
  },
  {
    id: 'ip-rule #24',
    validators: [
      {
        data: { ipAddr: '2001:0db8:85a3:9876:1234:8a2e' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #25',
    validators: [
      {
        data: { ipAddr: '1:2:3:4:5::6:7:8' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #26',
    validators: [
      {
        data: { ipAddr: ':1:2:3:4:5:6:7' },
        rules: { ipAddr: 'ipv6' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #27',
    validators: [
      {
        data: { ipAddr: '127.0.0.1' },
        rules: { ipAddr: 'ip' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'ip-rule #28',
    validators: [
      {
        data: { ipAddr: '0.0.0.0' },
        rules: { ipAddr: 'ip' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'ip-rule #29',
    validators: [
      { data: { ipAddr: '::1' }, rules: { ipAddr: 'ip' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'ip-rule #30',
    validators: [
      {
        data: { ipAddr: '2001:0db8:85a3:0:0:8a2e:0370:7334' },
        rules: { ipAddr: 'ip' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'ip-rule #31',
    validators: [
      {
        data: { ipAddr: 'F.A.I.L' },
        rules: { ipAddr: 'ip' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'ip-rule #32',
    validators: [
      {
        data: { ipAddr: 'F:A:I:L:U:R:E:!:' },
        rules: { ipAddr: 'ip' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  { id: 'lang #1', validators: [], statics: ['getDefaultLang'] },
  { id: 'lang #2', validators: [], statics: ['getDefaultLang', 'useLang'] },
  {
    id: 'lang #3',
    validators: [
      {
        data: { zip: '' },
        rules: { zip: 'required' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['zip'], result: 'Le nkundla iyadingeka' },
        ],
      },
    ],
    statics: ['getDefaultLang', 'setMessages', 'useLang', 'getMessages'],
  },
  {
    id: 'max-rule #1',
    validators: [
      { data: { name: 'David' }, rules: { name: 'max:3' }, ops: [{ op: 'passes', args: [], result: false }] },
    ],
  },
  {
    id: 'max-rule #2',
    validators: [
      { data: { name: 'Da' }, rules: { name: 'max:5' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'max-rule #3',
    validators: [
      { data: { age: 18 }, rules: { age: 'max:12' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'max-rule #4',
    validators: [
      { data: { age: 12 }, rules: { age: 'max:12' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'max-rule #5',
    validators: [
      { data: { val: true }, rules: { val: 'max:5' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'max-rule #6',
    validators: [
      { data: { val: false }, rules: { val: 'max:5' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'max-rule #7',
    validators: [
      {
        data: { age: 0 },
        rules: { age: 'max:2' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'max-rule #8',
    validators: [
      {
        data: { email: '' },
        rules: { email: 'max:2' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'max-rule #9',
    validators: [
      {
        data: {},
        rules: { email: 'max:2' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'max-rule #10',
    validators: [
      {
        data: { val: '18' },
        rules: { val: 'integer|max:16' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'max-rule #11',
    validators: [
      {
        data: { val: '17.56' },
        rules: { val: 'numeric|max:17.5' },
        ops: [{ op: 'passes', args: [], result: false }],
      },
    ],
  },
  {
    id: 'min-rule #1',
    validators: [
      { data: { name: 'D' }, rules: { name: 'min:2' }, ops: [{ op: 'passes', args: [], result: false }] },
    ],
  },
  {
    id: 'min-rule #2',
    validators: [
      { data: { name: 'Da' }, rules: { name: 'min:2' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'min-rule #3',
    validators: [
      { data: { age: 18 }, rules: { age: 'min:18' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'min-rule #4',
    validators: [
      { data: { age: 17 }, rules: { age: 'min:18' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'min-rule #5',
    validators: [
      { data: { val: 0.04 }, rules: { val: 'min:0.05' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'min-rule #6',
    validators: [
      { data: { val: true }, rules: { val: 'min:0.05' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'min-rule #7',
    validators: [
      { data: { val: false }, rules: { val: 'min:0.05' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'min-rule #8',
    validators: [
      {
        data: {},
        rules: { val: 'min:0.05' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'min-rule #9',
    validators: [
      {
        data: { val: '' },
        rules: { val: 'min:0.05' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'min-rule #10',
    validators: [
      {
        data: { val: '18' },
        rules: { val: 'integer|min:16' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'min-rule #11',
    validators: [
      {
        data: { val: '17.56' },
        rules: { val: 'numeric|min:17.5' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'nested-rules #1',
    validators: [
      {
        data: { name: 'David', data: { weight: 70, hair: { color: 'black' } } },
        rules: { name: 'required', data: { weight: 'required', hair: { color: 'required' } } },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'nested-rules #2',
    validators: [
      {
        data: {},
        rules: { name: 'required', data: { weight: 'required', hair: { color: 'required' } } },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['name'], result: 'The name field is required.' },
          { op: 'errors.first', args: ['data.weight'], result: 'The data.weight field is required.' },
          { op: 'errors.first', args: ['data.hair.color'], result: 'The data.hair.color field is required.' },
        ],
      },
      {
        data: { name: 'David' },
        rules: { name: 'required', data: { weight: 'required', hair: { color: 'required' } } },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['data.weight'], result: 'The data.weight field is required.' },
          { op: 'errors.first', args: ['data.hair.color'], result: 'The data.hair.color field is required.' },
        ],
      },
      {
        data: { data: { weight: 70 } },
        rules: { name: 'required', data: { weight: 'required', hair: { color: 'required' } } },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['name'], result: 'The name field is required.' },
          { op: 'errors.first', args: ['data.hair.color'], result: 'The data.hair.color field is required.' },
        ],
      },
      {
        data: { data: { hair: { color: 'black' } } },
        rules: { name: 'required', data: { weight: 'required', hair: { color: 'required' } } },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['name'], result: 'The name field is required.' },
          { op: 'errors.first', args: ['data.weight'], result: 'The data.weight field is required.' },
        ],
      },
    ],
  },
  {
    id: 'nested-rules #3',
    validators: [
      {
        data: { name: 'David', data: { weight: 70, hair: { color: 'black' } } },
        rules: { name: 'required', 'data.weight': 'required', 'data.hair.color': 'required' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'nested-rules #4',
    validators: [
      {
        data: {},
        rules: { name: 'required', 'data.weight': 'required', 'data.hair.color': 'required' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['name'], result: 'The name field is required.' },
          { op: 'errors.first', args: ['data.weight'], result: 'The data.weight field is required.' },
          { op: 'errors.first', args: ['data.hair.color'], result: 'The data.hair.color field is required.' },
        ],
      },
      {
        data: { name: 'David' },
        rules: { name: 'required', 'data.weight': 'required', 'data.hair.color': 'required' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['data.weight'], result: 'The data.weight field is required.' },
          { op: 'errors.first', args: ['data.hair.color'], result: 'The data.hair.color field is required.' },
        ],
      },
      {
        data: { data: { weight: 70 } },
        rules: { name: 'required', 'data.weight': 'required', 'data.hair.color': 'required' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['name'], result: 'The name field is required.' },
          { op: 'errors.first', args: ['data.hair.color'], result: 'The data.hair.color field is required.' },
        ],
      },
      {
        data: { data: { hair: { color: 'black' } } },
        rules: { name: 'required', 'data.weight': 'required', 'data.hair.color': 'required' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['name'], result: 'The name field is required.' },
          { op: 'errors.first', args: ['data.weight'], result: 'The data.weight field is required.' },
        ],
      },
    ],
  },
  {
    id: 'not_in-rule #1',
    validators: [
      {
        data: { username: 'skaterdav85' },
        rules: { username: 'not_in:skaterdav85,dtang,dtang85' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['username'], result: 'The selected username is invalid.' },
        ],
      },
    ],
  },
  {
    id: 'not_in-rule #2',
    validators: [
      {
        data: { username: 'skatedav85' },
        rules: { username: 'not_in:user1,user2,user3' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'not_in-rule #3',
    validators: [
      {
        data: { id: 1 },
        rules: { id: 'not_in:0,1,2' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
          { op: 'errors.first', args: ['id'], result: 'The selected id is invalid.' },
        ],
      },
    ],
  },
  {
    id: 'not_in-rule #4',
    validators: [
      {
        data: { id: 10 },
        rules: { id: 'not_in:0,1,2' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'not_in-rule #5',
    validators: [
      {
        data: {},
        rules: { country: 'not_in:China,Spain,France' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'not_in-rule #6',
    validators: [
      {
        data: { country: '' },
        rules: { country: 'not_in:China,Spain,France' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'numeric-rule #1',
    validators: [
      { data: { age: 44 }, rules: { age: 'numeric' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'numeric-rule #2',
    validators: [
      {
        data: { measurement: 0.5454 },
        rules: { measurement: 'numeric' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'numeric-rule #3',
    validators: [
      { data: { age: '44' }, rules: { age: 'numeric' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'numeric-rule #4',
    validators: [
      {
        data: { measurement: '0.5454' },
        rules: { measurement: 'numeric' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'numeric-rule #5',
    validators: [
      {
        data: { age: '18something' },
        rules: { age: 'numeric' },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'numeric-rule #6',
    validators: [
      { data: { age: true }, rules: { age: 'numeric' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'numeric-rule #7',
    validators: [
      { data: { age: false }, rules: { age: 'numeric' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'numeric-rule #8',
    validators: [
      {
        data: {},
        rules: { age: 'numeric' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'numeric-rule #9',
    validators: [
      {
        data: { age: '' },
        rules: { age: 'numeric' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'object-rule-define #1',
    validators: [
      {
        data: { age: 30, name: 'Joe' },
        rules: { name: [{ required_if: ['age', 30], min: 2 }, 'max:3'] },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'object-rule-define #2',
    validators: [
      {
        data: { age: 30 },
        rules: { age: [{ in: [30, 31], not_in: [29, 40] }] },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'passes #1',
    validators: [
      {
        data: {},
        rules: { login: 'required' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'passes', args: [], result: false },
          { op: 'errors.all', args: [], result: { login: ['The login field is required.'] } },
        ],
      },
    ],
  },
  {
    id: 'passes #2',
    validators: [
      {
        data: { a: 2 },
        rules: { a: 'required' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'present-rule #1',
    validators: [
      {
        data: { email: 'name@domain.com' },
        rules: { email: 'present' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'present-rule #2',
    validators: [{ data: {}, rules: { email: 'present' }, ops: [{ op: 'passes', args: [], result: false }] }],
  },
  {
    id: 'regex-rule #1',
    validators: [
      {
        data: { currency: '12,500.00' },
        rules: { currency: 'regex:/^(?!0\\.00)\\d{1,3}(,\\d{3})*(\\.\\d\\d)?$/' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #2',
    validators: [
      {
        data: { currency: '200.0' },
        rules: { currency: 'regex:/^(?!0\\.00)\\d{1,3}(,\\d{3})*(\\.\\d\\d)?$/' },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #3',
    validators: [
      {
        data: { pattern: '03/11/2015' },
        rules: {
          pattern: [
            'regex:/^([1-9]|0[1-9]|[12][0-9]|3[01])\\D([1-9]|0[1-9]|1[012])\\D(19[0-9][0-9]|20[0-9][0-9])$/',
          ],
        },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #4',
    validators: [
      {
        data: { pattern: '0311/2015' },
        rules: {
          pattern: [
            'regex:/^([1-9]|0[1-9]|[12][0-9]|3[01])\\D([1-9]|0[1-9]|1[012])\\D(19[0-9][0-9]|20[0-9][0-9])$/',
          ],
        },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #5',
    validators: [
      {
        data: { pattern: '2015' },
        rules: { pattern: ['regex:/^(19|20)[\\d]{2,2}$/'] },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #6',
    validators: [
      {
        data: { pattern: '20151' },
        rules: { pattern: ['regex:/^(19|20)[\\d]{2,2}$/'] },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #7',
    validators: [
      {
        data: { pattern: 'johndoe@gmail.com' },
        rules: {
          pattern: [
            'regex:/^(([^<>()[\\]\\.,;:\\s@\\"]+(\\.[^<>()[]\\\\.,;:\\s@\\"]+)*)|(\\".+\\"))@((\\[[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\])|(([a-zA-Z\\-0-9]+\\.)+[a-zA-Z]{2,}))$/',
          ],
        },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #8',
    validators: [
      {
        data: { pattern: 'johndoe.gmail.com' },
        rules: {
          pattern: [
            'regex:/^(([^<>()[\\]\\.,;:\\s@\\"]+(\\.[^<>()[]\\\\.,;:\\s@\\"]+)*)|(\\".+\\"))@((\\[[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\])|(([a-zA-Z\\-0-9]+\\.)+[a-zA-Z]{2,}))$/',
          ],
        },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #9',
    validators: [
      {
        data: { pattern: 'http://github.com' },
        rules: { pattern: ['regex:/^https?:\\/\\/\\S+/'] },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #10',
    validators: [
      {
        data: { pattern: 'http:/github.com' },
        rules: { pattern: ['regex:/^https?:\\/\\/\\S+/'] },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #11',
    validators: [
      {
        data: { pattern: '#ff0033' },
        rules: { pattern: ['regex:/^#?([a-f0-9]{6}|[a-f0-9]{3})$/'] },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #12',
    validators: [
      {
        data: { pattern: '#xx9911' },
        rules: { pattern: ['regex:/^#?([a-f0-9]{6}|[a-f0-9]{3})$/'] },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #13',
    validators: [
      {
        data: { pattern: 'matching-a-slug-here' },
        rules: { pattern: ['regex:/^[a-z0-9-]+$/'] },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #14',
    validators: [
      {
        data: { pattern: 'not_matching_here' },
        rules: { pattern: ['regex:/^[a-z0-9-]+$/'] },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #15',
    validators: [
      {
        data: { pattern: 'A' },
        rules: { pattern: ['regex:/[a-f]/i'] },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #16',
    validators: [
      {
        data: { pattern: 'A' },
        rules: { pattern: ['regex:/[a-f]/'] },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #17',
    validators: [
      {
        data: { pattern: '12-500.00A' },
        rules: { pattern: ['regex:/^[A-Za-z0-9_\\-\\.]+$/'] },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #18',
    validators: [
      {
        data: { pattern: '12-500.00/A' },
        rules: { pattern: ['regex:/^[A-Za-z0-9_\\-\\.]+$/'] },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #19',
    validators: [
      {
        data: { pattern: '12.500' },
        rules: { pattern: ['regex:/^[A-Za-z0-9_\\-\\.]+$/i'] },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #20',
    validators: [
      {
        data: { pattern: '12.500,00' },
        rules: { pattern: ['regex:/^[A-Za-z0-9_\\-\\.]+$/i'] },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #21',
    validators: [
      {
        data: { pattern: 12.5 },
        rules: { pattern: ['regex:/^[A-Za-z0-9_\\-\\.]+$/i'] },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #22',
    validators: [
      {
        data: { pattern: -12.5 },
        rules: { pattern: ['regex:/^[A-Za-z0-9_\\.]+$/i'] },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #23',
    validators: [
      {
        data: { pattern: 999 },
        rules: { pattern: ['regex:/^[A-Za-z0-9_\\-\\.]+$/i'] },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'regex-rule #24',
    validators: [
      {
        data: { pattern: 'SomePass1#' },
        rules: { pattern: ['regex:/^(?=.{10,}$)(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*\\W).*$/'] },
        ops: [{ op: 'passes', args: [], result: true }],
      },
      {
        data: { pattern: 'SmePass1#' },
        rules: { pattern: ['regex:/^(?=.{10,}$)(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*\\W).*$/'] },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'fails', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'regex-rule #25',
    validators: [
      {
        data: { pattern: 'SomePass1' },
        rules: { pattern: ['regex:/^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])[0-9a-zA-Z]{8,}$/'] },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'register #1',
    validators: [
      { data: null, rules: null, ops: [{ op: 'getRule', args: ['telephone'], result: '[object]' }] },
    ],
    statics: ['register'],
  },
  {
    id: 'register #2',
    validators: [
      {
        data: { phone: '213-454-9988' },
        rules: { phone: 'telephone' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
    statics: ['register'],
  },
  {
    id: 'register #3',
    validators: [
      {
        data: { field: ['not a string'] },
        rules: { field: 'string' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
    statics: ['register'],
  },
  { id: 'register #4', validators: [{ data: { field: 'test' }, rules: { field: 'unknown' }, ops: [] }] },
  {
    id: 'register #5',
    validators: [
      {
        data: { field: 'test' },
        rules: { field: 'unknown' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
    statics: ['registerMissedRuleValidator'],
  },
  {
    id: 'require-rule #1',
    validators: [
      {
        data: { name: 'David' },
        rules: { name: 'required' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'require-rule #2',
    validators: [
      { data: { email: '' }, rules: { email: 'required' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'require-rule #3',
    validators: [
      {
        data: { name: '      \t' },
        rules: { name: 'required' },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'require-rule #4',
    validators: [{ data: {}, rules: { name: 'required' }, ops: [{ op: 'fails', args: [], result: true }] }],
  },
  {
    id: 'require-rule #5',
    validators: [
      { data: { name: null }, rules: { name: 'required' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'require-rule #6',
    validators: [
      { data: { age: 29 }, rules: { age: 'required' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'require-rule #7',
    validators: [
      {
        data: {},
        rules: { email: 'required' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'require-rule #8',
    validators: [
      {
        data: { users: [] },
        rules: { users: 'required|array' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'require-rule #9',
    validators: [
      {
        data: { users: [false] },
        rules: { users: 'required|array' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'required_if #1',
    validators: [
      {
        data: { desert: 'icecream', flavour: '' },
        rules: { flavour: 'required_if:desert,icecream' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.first',
            args: ['flavour'],
            result: 'The flavour field is required when desert is icecream.',
          },
        ],
      },
    ],
  },
  {
    id: 'required_if #2',
    validators: [
      {
        data: { desert: 'icecream', flavour: 'chocolate' },
        rules: { flavour: 'required_if:desert,icecream' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'required_unless #1',
    validators: [
      {
        data: { desert: 'icecream', flavour: '' },
        rules: { flavour: 'required_unless:desert,cake' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.first',
            args: ['flavour'],
            result: 'The flavour field is required when desert is not cake.',
          },
        ],
      },
    ],
  },
  {
    id: 'required_unless #2',
    validators: [
      {
        data: { desert: 'icecream', flavour: 'chocolate' },
        rules: { flavour: 'required_unless:desert,cake' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'required_with #1',
    validators: [
      {
        data: { desert: { first: 'icecream' }, flavour: '' },
        rules: { flavour: 'required_with:desert.first' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.first',
            args: ['flavour'],
            result: 'The flavour field is required when desert.first is not empty.',
          },
        ],
      },
    ],
  },
  {
    id: 'required_with #2',
    validators: [
      {
        data: { desert: { first: 'icecream' }, flavour: 'chocolate' },
        rules: { flavour: 'required_with:desert.first' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'required_with_all #1',
    validators: [
      {
        data: { desert: { first: 'icecream', second: 'icecream' }, flavour: '' },
        rules: { flavour: 'required_with_all:desert.first,desert.second' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.first',
            args: ['flavour'],
            result: 'The flavour field is required when desert.first, desert.second are not empty.',
          },
        ],
      },
    ],
  },
  {
    id: 'required_with_all #2',
    validators: [
      {
        data: { desert: { first: 'icecream', second: 'icecream' }, flavour: 'chocolate' },
        rules: { flavour: 'required_with_all:desert.first,desert.second' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'required_with_all #3',
    validators: [
      {
        data: { desert: { first: 'icecream' }, flavour: '' },
        rules: { flavour: 'required_with_all:desert.first,desert.second' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'required_without #1',
    validators: [
      {
        data: { desert: { first: 'icecream' }, flavour: '' },
        rules: { flavour: 'required_without:desert.second' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.first',
            args: ['flavour'],
            result: 'The flavour field is required when desert.second is empty.',
          },
        ],
      },
    ],
  },
  {
    id: 'required_without #2',
    validators: [
      {
        data: { desert: { first: 'icecream', second: 'icecream' }, flavour: '' },
        rules: { flavour: 'required_without:desert.second' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'required_without_all #1',
    validators: [
      {
        data: { flavour: '' },
        rules: { flavour: 'required_without_all:desert.first,desert.second' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.first',
            args: ['flavour'],
            result: 'The flavour field is required when desert.first, desert.second are empty.',
          },
        ],
      },
    ],
  },
  {
    id: 'required_without_all #2',
    validators: [
      {
        data: { flavour: 'chocolate' },
        rules: { flavour: 'required_without_all:desert.first,desert.second' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'required_without_all #3',
    validators: [
      {
        data: { desert: { first: 'icecream' }, flavour: '' },
        rules: { flavour: 'required_without_all:desert.first,desert.second' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'same-rule #1',
    validators: [
      {
        data: { pw: 'abc123', pw2: 'abc1234' },
        rules: { pw2: 'same:pw' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['pw2'], result: 'The pw2 and pw fields must match.' },
        ],
      },
    ],
  },
  {
    id: 'same-rule #2',
    validators: [
      {
        data: { pw2: 'abc1234' },
        rules: { pw2: 'same:pw' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['pw2'], result: 'The pw2 and pw fields must match.' },
        ],
      },
    ],
  },
  {
    id: 'same-rule #3',
    validators: [
      {
        data: { pw: 'abc123', pw2: 'abc123' },
        rules: { pw2: 'same:pw' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'same-rule #4',
    validators: [
      {
        data: { payload: { pw: 'abc123', username: 'test' }, username: 'test' },
        rules: { username: 'same:payload.username' },
        ops: [
          { op: 'passes', args: [], result: true },
          { op: 'fails', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'same-rule #5',
    validators: [
      {
        data: { payload: { pw: 'abc123', username: 'test123' }, username: 'test' },
        rules: { username: 'same:payload.username' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.first',
            args: ['username'],
            result: 'The username and payload.username fields must match.',
          },
        ],
      },
    ],
  },
  {
    id: 'size-rule #1',
    validators: [
      { data: { state: 'C' }, rules: { state: 'size:2' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'size-rule #2',
    validators: [
      { data: { state: 'CA' }, rules: { state: 'size:2' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'size-rule #3',
    validators: [
      { data: { state: '' }, rules: { state: 'size:2' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'size-rule #4',
    validators: [
      { data: { age: 65 }, rules: { age: 'size:65' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'size-rule #5',
    validators: [
      { data: { age: 64 }, rules: { age: 'size:65' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'size-rule #6',
    validators: [
      {
        data: {},
        rules: { age: 'size:65' },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'size-rule #7',
    validators: [
      {
        data: { age: '65' },
        rules: { age: 'integer|size:65' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'size-rule #8',
    validators: [
      {
        data: { age: '65.36' },
        rules: { age: 'numeric|size:65.36' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'sometimes-rule #1',
    validators: [
      {
        data: { firstname: 'Johnny', lastname: 'Appleseed' },
        rules: { firstname: 'required', lastname: 'required|sometimes' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'sometimes-rule #2',
    validators: [
      {
        data: { firstname: 'Johnny' },
        rules: { firstname: 'required', lastname: 'required|sometimes' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'sometimes-rule #3',
    validators: [
      {
        data: { username: 'test', email: 'test@example.com' },
        rules: { username: 'username', email: 'email|sometimes' },
        ops: [{ op: 'passes', callback: true }],
      },
    ],
    statics: ['registerAsync'],
  },
  {
    id: 'sometimes-rule #4',
    validators: [
      {
        data: { username: 'test' },
        rules: { username: 'username', email: 'email|sometimes' },
        ops: [{ op: 'passes', callback: true }],
      },
    ],
    statics: ['registerAsync'],
  },
  {
    id: 'stop-on-error #1',
    validators: [
      {
        data: { email: 'x' },
        rules: { email: 'min:1|email' },
        ops: [
          { op: 'stopOnError', args: [true] },
          { op: 'fails', args: [], result: true },
          { op: 'errors.get', args: ['email'], result: ['The email format is invalid.'] },
        ],
      },
    ],
  },
  {
    id: 'stop-on-error #2',
    validators: [
      {
        data: { email1: 'x', email2: 'x' },
        rules: { email1: 'min:5|email', email2: 'min:5|email' },
        ops: [
          { op: 'stopOnError', args: [['email2']] },
          { op: 'fails', args: [], result: true },
          {
            op: 'errors.get',
            args: ['email1'],
            result: ['The email1 must be at least 5 characters.', 'The email1 format is invalid.'],
          },
          { op: 'errors.get', args: ['email2'], result: ['The email2 must be at least 5 characters.'] },
        ],
      },
    ],
  },
  {
    id: 'stop-on-error #3',
    validators: [
      {
        data: { email: 'x' },
        rules: { email: 'min:5|email' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.get', args: ['email'], result: ['The email must be at least 5 characters.'] },
        ],
      },
    ],
    statics: ['stopOnError'],
  },
  {
    id: 'stop-on-error #4',
    validators: [
      {
        data: { email: '' },
        rules: { email: 'required|email' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'errors.get', args: ['email'], result: ['The email field is required.'] },
        ],
      },
    ],
  },
  {
    id: 'string-rule #1',
    validators: [
      { data: { name: 'David' }, rules: { name: 'string' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'string-rule #2',
    validators: [
      {
        data: { name: 5 },
        rules: { name: 'string' },
        ops: [
          { op: 'passes', args: [], result: false },
          { op: 'errors.first', args: ['name'], result: 'The name must be a string.' },
        ],
      },
    ],
  },
  {
    id: 'url-rule #1',
    validators: [
      {
        data: { link: 'http://' },
        rules: { link: 'url' },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'url-rule #2',
    validators: [
      {
        data: { link: 'http://google' },
        rules: { link: 'url' },
        ops: [{ op: 'fails', args: [], result: true }],
      },
    ],
  },
  {
    id: 'url-rule #3',
    validators: [
      {
        data: { link: 'https://google.com' },
        rules: { link: 'url' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'url-rule #4',
    validators: [
      {
        data: { link: 'https://t.co' },
        rules: { link: 'url' },
        ops: [{ op: 'passes', args: [], result: true }],
      },
    ],
  },
  {
    id: 'url-rule #5',
    validators: [
      { data: { link: '' }, rules: { link: 'url' }, ops: [{ op: 'passes', args: [], result: true }] },
    ],
  },
  {
    id: 'url-rule #6',
    validators: [{ data: {}, rules: { link: 'url' }, ops: [{ op: 'passes', args: [], result: true }] }],
  },
  {
    id: 'validator #1',
    validators: [
      {
        data: { name: 'David', email: 'johndoe@gmail.com' },
        rules: { name: 'required', email: 'required' },
        ops: [],
        messages: { required: "You're missing :required" },
      },
    ],
  },
  {
    id: 'validator #2',
    validators: [
      {
        data: { name: 'David', email: 'johndoe@gmail.com' },
        rules: { name: 'required', email: 'required' },
        ops: [],
        messages: { required: "You're missing :required" },
      },
    ],
  },
  {
    id: 'validator #3',
    validators: [
      {
        data: { name: 'David', email: 'johndoe@gmail.com' },
        rules: { name: 'required', email: 'required' },
        ops: [],
        messages: { required: "You're missing :required" },
      },
    ],
  },
  {
    id: 'validator #4',
    validators: [
      {
        data: { name: 'David', email: 'johndoe@gmail.com' },
        rules: { name: 'required', email: 'required' },
        ops: [],
        messages: { required: "You're missing :required" },
      },
    ],
  },
  {
    id: 'validator #5',
    validators: [
      {
        data: { name: 'David', email: 'johndoe@gmail.com' },
        rules: { name: 'required', email: 'required' },
        ops: [],
        messages: { required: "You're missing :required" },
      },
    ],
  },
  {
    id: 'validator #6',
    validators: [
      {
        data: { name: 'David', email: 'johndoe@gmail.com' },
        rules: { name: 'required', email: 'required' },
        ops: [],
        messages: { required: "You're missing :required" },
      },
    ],
  },
  {
    id: 'validator #7',
    validators: [
      {
        data: { name: 'David', email: 'johndoe@gmail.com' },
        rules: { name: 'required', email: 'required' },
        ops: [],
        messages: { required: "You're missing :required" },
      },
    ],
  },
  {
    id: 'validator #8',
    validators: [
      {
        data: { name: 'David', email: 'johndoe@gmail.com' },
        rules: { name: 'required', email: 'required' },
        ops: [],
        messages: { required: "You're missing :required" },
      },
      { data: null, rules: { name: 'required' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'validator #9',
    validators: [
      {
        data: { name: 'David', email: 'johndoe@gmail.com' },
        rules: { name: 'required', email: 'required' },
        ops: [],
        messages: { required: "You're missing :required" },
      },
      { data: null, rules: { name: 'required' }, ops: [{ op: 'fails', args: [], result: true }] },
    ],
  },
  {
    id: 'wildcard #1',
    validators: [
      {
        data: {
          foo: [
            {
              bar: [
                {
                  people: [
                    { name: '', age: 'aa', term: false, isActive: 'not' },
                    { name: '', age: 'aa', term: false, isActive: 'not' },
                  ],
                },
                {
                  people: [
                    { name: '', age: 'aa', term: false, isActive: 'not' },
                    { name: '', age: 'aa', term: false, isActive: 'not' },
                  ],
                },
              ],
            },
          ],
        },
        rules: {
          'foo.*.bar.*.people.*.name': 'required',
          'foo.*.bar.*.people.*.age': 'numeric',
          'foo.*.bar.*.people.*.term': 'accepted',
          'foo.*.bar.*.people.*.isActive': 'boolean',
        },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
        ],
      },
    ],
  },
  {
    id: 'wildcard #2',
    validators: [
      {
        data: { foo: [{ bar: [{ people: [{ name: 'Test', age: '100', term: true, isActive: '0' }] }] }] },
        rules: {
          'foo.*.bar.*.people.*.name': 'required',
          'foo.*.bar.*.people.*.age': 'numeric',
          'foo.*.bar.*.people.*.term': 'accepted',
          'foo.*.bar.*.people.*.isActive': 'boolean',
        },
        ops: [
          { op: 'fails', args: [], result: false },
          { op: 'passes', args: [], result: true },
        ],
      },
    ],
  },
  {
    id: 'wildcard #3',
    validators: [
      {
        data: { users: [{ name: 'Teste', lastName: '', age: '', requiredAge: 'true' }] },
        rules: {
          'users.*.age': 'required_if:users.*.requiredAge,true',
          'users.*.lastName': 'required_with:users.*.name',
        },
        ops: [
          { op: 'fails', args: [], result: true },
          { op: 'passes', args: [], result: false },
          {
            op: 'errors.all',
            args: [],
            result: {
              'users.0.age': ['Required'],
              'users.0.lastName': ['The users.0.lastName field is required when users.0.name is not empty.'],
            },
          },
        ],
        messages: { 'required_if.users.*.age': 'Required' },
      },
    ],
  },
];
