// `npm start`: validates a sample sign-up payload with the built-in validator and prints the
// structured errors and their English messages. (Replaced later by the HTTP example app.)
import { Validator } from '../src/index.js';

const validator = new Validator();

// Compiled once, as the request mapping does at start-up; each call below only runs checks.
const validateSignup = validator.compile({
  name: 'required|string|max:50',
  email: 'required|email',
  age: 'required|integer|min_value:18|max_value:120',
  plan: 'required|in:free,pro,team',
  referrer: 'nullable|uuid',
  newsletter: 'boolean',
  startsAt: 'required|date|after:2020-01-01',
  endsAt: 'nullable|date|after:startsAt',
});

const samples: Record<string, Record<string, unknown>> = {
  valid: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    age: '36',
    plan: 'pro',
    referrer: null,
    newsletter: 'yes',
    startsAt: '2026-12-10',
    endsAt: '2027-12-10T00:00:00Z',
  },
  invalid: {
    name: '',
    email: 'ada(at)example.com',
    age: '12.5',
    plan: 'enterprise',
    referrer: 'not-a-uuid',
    newsletter: 'maybe',
    startsAt: '2026-02-30',
  },
};

for (const [label, payload] of Object.entries(samples)) {
  const errors = await validateSignup(payload);
  console.log(`\n${label} payload:`, JSON.stringify(payload));
  if (Object.keys(errors).length === 0) {
    console.log('  → valid: {}');
    continue;
  }
  console.log('  → errors:', JSON.stringify(errors));
  for (const [field, messages] of Object.entries(validator.messages(errors))) {
    for (const message of messages) console.log(`    ${field}: ${message}`);
  }
}
