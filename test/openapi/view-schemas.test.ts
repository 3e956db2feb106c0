// What views (the classes `responds()` names) and request bodies say in a document: a view's
// nullability and requiredness come from its declaration — initializers, `@Nullable`/`@Optional`
// or `nullable()`/`optional()` — with no validation rules; a body's defaults never contradict
// the field's own constraints and never make a field required.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  fields,
  Nullable,
  nullable,
  Optional,
  openapi,
  optional,
  Request,
  RouteCollector,
  Validate,
} from '../../src/index.js';

type Json = Record<string, any>;
const info = { title: 'Views', version: '1.0.0' };

class ProfileView extends Request {
  username = '';
  @Nullable('string') bio: string | null = null;
  image: string | null = null;
  createdAt!: Date;
  @Optional() nickname?: string;
  @Validate('string') motto?: string;
}

class ProfileViewWithoutDecorators extends Request {
  username = '';
  bio: string | null = null;
  image: string | null = null;
  createdAt!: Date;
  nickname?: string;
  motto?: string;
  static fields = fields<ProfileViewWithoutDecorators>({
    bio: nullable('string'),
    nickname: optional(),
    motto: 'string',
  });
}

class NewComment extends Request {
  @Validate('required|string|max:120') title = '';
  @Validate('string|max:2000') body = '';
  @Validate('in:public,private') visibility = 'public';
  @Validate('in:public,private') audience = 'everyone';
  @Validate('array|min:1') tags: string[] = [];
}

function documentOf(view: new () => Request): Json {
  const routes = new RouteCollector();
  routes
    .post('/profiles')
    .body(NewComment)
    .responds(200, view)
    .handle(() => undefined);
  return openapi(routes, { info }) as Json;
}

describe('views in a document', () => {
  for (const view of [ProfileView, ProfileViewWithoutDecorators]) {
    it(`${view.name}: nullability and requiredness from the declaration, no rules needed`, () => {
      const schema = documentOf(view).components.schemas[view.name] as Json;
      assert.deepEqual(schema.properties.bio, { type: ['string', 'null'] });
      assert.deepEqual(schema.properties.username, { type: 'string' });
      assert.deepEqual(schema.properties.image, {}, 'a null initializer alone does not say the other type');
      assert.deepEqual(schema.required, ['username', 'bio', 'image', 'createdAt']);
      const ajv = new Ajv2020({ strict: false });
      const check = ajv.compile(schema);
      assert.equal(check({ username: 'a', bio: null, image: null, createdAt: '2026-01-01T00:00:00Z' }), true);
      assert.equal(check({ username: 'a', bio: 'b', image: 'c' }), false, 'createdAt is always answered');
    });
  }

  it('refuses @Nullable with a type that is no JSON type, naming the choices', () => {
    assert.throws(() => Nullable('text' as never), /@Nullable takes one of string, integer, number/);
  });
});

describe('request bodies in a document', () => {
  const body = documentOf(ProfileView).components.schemas.NewComment as Json;

  it('writes no default on a required field, nor one that breaks its own constraints', () => {
    assert.deepEqual(body.properties.title, { type: 'string', minLength: 1, maxLength: 120 });
    assert.deepEqual(body.properties.audience, { type: 'string', enum: ['public', 'private'] });
    assert.deepEqual(body.properties.tags, { type: 'array', items: {}, minItems: 1 });
  });

  it('keeps a default that fits, in the description, and a field with a default is optional', () => {
    // A `default` keyword in a shared schema makes openapi-typescript type the field as always there.
    assert.deepEqual(body.properties.body, {
      type: 'string',
      maxLength: 2000,
      description: 'Default when left out: `""`.',
    });
    assert.deepEqual(body.properties.visibility, {
      type: 'string',
      enum: ['public', 'private'],
      description: 'Default when left out: `"public"`.',
    });
    assert.deepEqual(body.required, ['title']);
  });

  it('keeps query parameters’ defaults as `default`', () => {
    class Page extends Request {
      @Validate('integer|min_value:1') page = 1;
    }
    const routes = new RouteCollector();
    routes
      .get('/items')
      .query(Page)
      .handle(() => []);
    const parameter = (openapi(routes, { info }) as Json).paths['/items'].get.parameters[0];
    assert.deepEqual(parameter.schema, { type: 'integer', minimum: 1, default: 1 });
  });
});
