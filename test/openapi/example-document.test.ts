// The example app's OpenAPI document: valid for an independent OpenAPI 3.1 validator, complete
// for every route of the app, and true to what the running app answers (its real responses
// checked against the document's schemas with ajv).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildRoutes, openapiOptions } from '../../examples/app/routes.js';
import { type RunningApp, start } from '../../examples/app/server.js';
import { openapi, type RunningServer } from '../../src/index.js';
import { sendHttp } from '../http/support/doors.js';

type Json = Record<string, any>;

const document = openapi(buildRoutes(), openapiOptions) as Json;

describe('the example app’s OpenAPI document', () => {
  it('passes @seriousme/openapi-schema-validator as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    assert.deepEqual(result, { valid: true });
    assert.equal(validator.version, '3.1');
  });

  it('lists every route of the app with its parameters, body, responses and errors', () => {
    for (const route of buildRoutes().routes) {
      const template = route.path.replace(/\{([^:}]+)(?::[^}]*)?\}/g, '{$1}');
      for (const method of route.methods) {
        const operation = document.paths[template]?.[method.toLowerCase()] as Json | undefined;
        assert.ok(operation, `${method} ${template} is missing`);
        assert.equal(operation.operationId, route.routeName);
        const declared = route.declaration;
        const pathNames = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        const parameters = (operation.parameters ?? []) as Json[];
        assert.deepEqual(
          parameters.filter((p) => p.in === 'path').map((p) => p.name),
          pathNames,
          `${method} ${template}: path parameters`,
        );
        assert.equal(
          operation.requestBody !== undefined,
          declared.body !== null,
          `${method} ${template}: body`,
        );
        for (const response of declared.responses) assert.ok(operation.responses[String(response.status)]);
        assert.ok(operation.responses['400'], 'the kernel’s 400 is documented');
        if (declared.body !== null || declared.query !== null) {
          // Written in place: the /api middleware adds X-Request-Id to every answer.
          assert.deepEqual(operation.responses['422'].content, {
            'application/problem+json': { schema: { $ref: '#/components/schemas/ValidationProblem' } },
          });
        }
        for (const error of declared.errors) {
          assert.match(
            operation.responses[String(error.status)].description,
            new RegExp(`\`${error.code}\``),
          );
        }
        if (template.startsWith('/api/')) {
          assert.deepEqual(operation.security, [{ bearer: [] }]);
          assert.ok(operation.responses['401'], 'Authenticate’s 401 is documented');
        }
        assert.equal(operation.deprecated === true, template.startsWith('/api/v1/'));
      }
    }
  });

  it('describes the query DTO as query parameters and hides FromContext and FromRoute fields from the body', () => {
    const list = document.paths['/api/v2/projects/{projectId}/tasks'].get as Json;
    assert.deepEqual(
      (list.parameters as Json[]).map((p) => [p.name, p.in]),
      [
        ['projectId', 'path'],
        ['status', 'query'],
        ['limit', 'query'],
      ],
    );
    assert.deepEqual((list.parameters as Json[])[2]!.schema, {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 20,
    });
    const create = document.components.schemas.CreateTask as Json;
    assert.deepEqual(Object.keys(create.properties), ['title', 'details', 'checklist', 'follows']);
    assert.deepEqual(create.required, ['title']);
    assert.deepEqual(create.properties.follows, {
      type: ['string', 'null'],
      format: 'uuid',
      description: 'Default when left out: `null`.',
    });
    const task = document.components.schemas.TaskResource as Json;
    assert.deepEqual(task.properties.follows, { type: ['string', 'null'], format: 'uuid' });
    const show = document.paths['/api/v2/projects/{projectId}/tasks/{taskId}'].get as Json;
    assert.deepEqual((show.parameters as Json[])[1], {
      name: 'taskId',
      in: 'path',
      required: true,
      schema: { type: 'string', minLength: 1, format: 'uuid' },
    });
  });
});

describe('the example app’s document tells what the app answers besides its views', () => {
  it('declares /health’s body, 409 and 404 codes, Location on 201s, and v1’s deprecation headers', () => {
    assert.deepEqual(document.servers, [{ url: '/', description: 'The server this document comes from' }]);
    assert.deepEqual(document.paths['/health'].get.security, [], 'public beside the secured /api');
    assert.deepEqual(document.paths['/health'].get.responses['200'].content['application/json'].schema, {
      $ref: '#/components/schemas/HealthStatus',
    });
    for (const version of ['v1', 'v2']) {
      const store = document.paths[`/api/${version}/projects/{projectId}/tasks`].post.responses as Json;
      assert.equal(store['201'].headers.Location.required, true);
      assert.deepEqual(store['409'].content['application/problem+json'].schema.allOf[1].properties.code, {
        type: 'string',
        enum: ['taskTitleTaken'],
      });
      const show = document.paths[`/api/${version}/projects/{projectId}/tasks/{taskId}`].get
        .responses as Json;
      assert.match(show['404'].description, /`taskNotFound`: No such task for this user/);
    }
    for (const [path, item] of Object.entries(document.paths as Json)) {
      if (!path.startsWith('/api/')) continue;
      for (const operation of Object.values(item as Json)) {
        for (const response of Object.values((operation as Json).responses as Json)) {
          assert.ok((response as Json).headers?.['X-Request-Id'], 'every /api answer has X-Request-Id');
        }
      }
    }
    const v1 = document.paths['/api/v1/projects/{projectId}/tasks'].get.responses as Json;
    assert.deepEqual(Object.keys(v1['200'].headers).sort(), [
      'Deprecation',
      'Link',
      'Sunset',
      'X-Request-Id',
    ]);
    assert.deepEqual(Object.keys(v1['422'].headers).sort(), [
      'Deprecation',
      'Link',
      'Sunset',
      'X-Request-Id',
    ]);
  });
});

describe('the running example app answers as its document says', () => {
  let running: RunningServer;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'doc', components: document.components });
  const check = (schema: Json, value: unknown) => {
    const validate = ajv.compile({ $ref: `doc${String(schema.$ref ?? '').replace(/^#/, '#')}` });
    assert.equal(validate(value), true, JSON.stringify(validate.errors));
  };
  const responseSchema = (template: string, method: string, status: number, type = 'application/json') =>
    document.paths[template][method].responses[String(status)].content?.[type]?.schema as Json | undefined;
  const problemOf = (template: string, method: string, status: number) => {
    const response = document.paths[template][method].responses[String(status)] as Json;
    const named = response.$ref ? document.components.responses[response.$ref.split('/').pop()] : response;
    return named.content['application/problem+json'].schema as Json;
  };

  let app: RunningApp;
  before(async () => {
    app = await start({ database: { memory: true }, port: 0 });
    running = app.server;
  });
  after(() => app.close());

  const alice = { authorization: 'Bearer alice-token', 'content-type': 'application/json' };
  const send = (path: string, method: string, body?: unknown, headers: Record<string, string> = alice) =>
    sendHttp(running, path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

  it('201, 200 and list bodies match TaskResource and TaskPage; 422, 401 and 404 match the problem schemas', async () => {
    const tasks = '/api/v2/projects/{projectId}/tasks';
    const one = '/api/v2/projects/{projectId}/tasks/{taskId}';
    const created = await send('/api/v2/projects/3/tasks', 'POST', {
      title: 'Describe the API',
      details: { due: '2026-12-24' },
      checklist: [{ text: 'paths' }],
    });
    assert.equal(created.status, 201, created.text);
    check(responseSchema(tasks, 'post', 201)!, JSON.parse(created.text));
    const id = JSON.parse(created.text).id as string;

    const read = await send(`/api/v2/projects/3/tasks/${id}`, 'GET');
    check(responseSchema(one, 'get', 200)!, JSON.parse(read.text));
    const page = await send('/api/v2/projects/3/tasks?status=open&limit=5', 'GET');
    check(responseSchema(tasks, 'get', 200)!, JSON.parse(page.text));
    const v1 = await send('/api/v1/projects/3/tasks', 'GET');
    const v1Schema = responseSchema('/api/v1/projects/{projectId}/tasks', 'get', 200)!;
    assert.equal(v1Schema.type, 'array');
    check(v1Schema.items as Json, JSON.parse(v1.text)[0]);

    const invalid = await send('/api/v2/projects/3/tasks', 'POST', { title: '' });
    assert.equal(invalid.status, 422);
    check(problemOf(tasks, 'post', 422), JSON.parse(invalid.text));
    const anonymous = await send('/api/v2/projects/3/tasks', 'GET', undefined, {});
    assert.equal(anonymous.status, 401);
    check(problemOf(tasks, 'get', 401), JSON.parse(anonymous.text));
    const missing = await send('/api/v2/projects/3/tasks/7f3e1a52-5c4b-4b8e-9a41-3c1f9d2a8b10', 'GET');
    assert.equal(missing.status, 404);
    check(problemOf(one, 'get', 404), JSON.parse(missing.text));
  });

  it('serves the document at /openapi.json and the reference page at /docs with its assets', async () => {
    const served = await send('/openapi.json', 'GET', undefined, {});
    assert.equal(served.status, 200);
    assert.deepEqual(JSON.parse(served.text), document);
    const page = await send('/docs', 'GET', undefined, {});
    assert.match(page.headers['content-type']!, /^text\/html/);
    assert.match(page.text, /swagger-ui-bundle\.js/);
    const script = await send('/docs/swagger-ui-bundle.js', 'GET', undefined, {});
    assert.equal(script.status, 200);
    assert.ok(script.text.length > 100_000);
  });
});
