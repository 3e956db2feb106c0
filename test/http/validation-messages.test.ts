// The 422 bodies speak with the validator the request handler uses: custom rule messages and
// translations reach the client without configuring the kernel twice, and each request can
// get its own language.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type HttpContext,
  HttpKernel,
  type HttpNext,
  type KernelOptions,
  Request,
  RequestHandler,
  RouteCollector,
  Validate,
  Validator,
} from '../../src/index.js';
import { doorFactories } from './support/doors.js';

class Upload extends Request {
  @Validate('required|png_only') kind!: string;
  @Validate('required|email') email!: string;
}

function validator(): Validator {
  return new Validator({
    locales: {
      fr: { required: 'Le champ :attribute est obligatoire.', png_only: 'Le type de :attribute est refusé.' },
    },
  }).addRule('png_only', (value) => value === 'png', 'The :attribute must be a png.');
}

function kernel(options: KernelOptions = {}): HttpKernel {
  const routes = new RouteCollector();
  routes.post('/uploads', async (ctx) => ctx.body(Upload));
  routes
    .post('/uploads/in/{locale}', async (ctx) => ctx.body(Upload))
    .middleware((ctx: HttpContext, next: HttpNext) => {
      ctx.state.locale = ctx.params.locale;
      return next();
    });
  return new HttpKernel(routes, { requestHandler: new RequestHandler(validator()), ...options });
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function messages(options: KernelOptions, path: string, headers?: Record<string, string>) {
  const results: Array<Record<string, string[]>> = [];
  for (const door of doorFactories) {
    const client = await door.open(kernel(options));
    try {
      const answer = await client.send(path, json({ kind: 'gif', email: 'not an address' }, headers));
      assert.equal(answer.status, 422);
      const errors = JSON.parse(answer.text).errors as Record<string, Array<{ message: string }>>;
      const byField: Record<string, string[]> = {};
      for (const [field, list] of Object.entries(errors)) byField[field] = list.map((entry) => entry.message);
      results.push(byField);
    } finally {
      await client.close();
    }
  }
  assert.deepEqual(results[0], results[1], 'both doors answer alike');
  return results[0]!;
}

// The French set has `png_only` but no `email` template: that one comes from the default set.
const english = {
  kind: ['The kind must be a png.'],
  email: ['The email field must be a valid email address.'],
};
const french = {
  kind: ['Le type de kind est refusé.'],
  email: ['The email field must be a valid email address.'],
};

describe("422 messages come from the request handler's validator", () => {
  it('a custom rule message added with addRule reaches the 422 body', async () => {
    assert.deepEqual(await messages({}, '/uploads'), english);
  });

  it('Accept-Language picks a translated set; missing templates fall back to the default set', async () => {
    const headers = { 'accept-language': 'de;q=0.5, fr-CA, en;q=0.8' };
    assert.deepEqual(await messages({}, '/uploads', headers), french);
  });

  it('a language the validator does not have gets the default set', async () => {
    assert.deepEqual(await messages({}, '/uploads', { 'accept-language': 'de' }), english);
  });

  it('ctx.state.locale set by middleware wins over Accept-Language', async () => {
    assert.deepEqual(await messages({}, '/uploads/in/fr', { 'accept-language': 'en' }), french);
  });

  it('KernelOptions.messages and .locale, when given, are used instead', async () => {
    const options: KernelOptions = {
      messages: (field, error, locale) => `${locale ?? '-'}:${field}:${error.rule}`,
      locale: () => 'xx',
    };
    assert.deepEqual(await messages(options, '/uploads'), {
      kind: ['xx:kind:png_only'],
      email: ['xx:email:email'],
    });
  });
});
