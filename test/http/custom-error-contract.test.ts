// The example app with its own error format (RealWorld's `{"errors":{"body":[…]}}`) given once to
// buildApp: its document's error responses name that format, and its real error answers — 401,
// 404, 405, 409, 422 — are what the document says, status by status. The kernel runs with
// checkAnswers 'throw', so an answer that broke its route's declaration would be a 500 here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { type RunningApp, start } from '../../examples/app/server.js';
import { conduitErrors } from '../support/conduit-errors.js';

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components: object };

const alice = { authorization: 'Bearer alice-token', 'content-type': 'application/json' };

describe('the example app with a custom error format', () => {
  let app: RunningApp;
  let base: string;
  let document: Document;
  before(async () => {
    app = await start({ database: { memory: true }, port: 0, errors: conduitErrors });
    base = app.server.url;
    document = (await (await fetch(`${base}/openapi.json`)).json()) as Document;
  });
  after(() => app.close());

  it('documents every error response of every operation in the format, and nothing as problem+json', () => {
    let errorResponses = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400 || response.content === undefined) continue;
          errorResponses++;
          assert.deepEqual(
            Object.keys(response.content),
            ['application/json'],
            `${method} ${path} ${status}`,
          );
        }
      }
    }
    assert.ok(errorResponses > 20, `${errorResponses} error responses`);
    assert.doesNotMatch(JSON.stringify(document), /problem\+json/);
  });

  it('answers each error as the document describes it for that operation and status', async () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ ...document, $id: 'doc' });
    const tasks = '/api/v2/projects/1/tasks';
    const cases: Array<[string, string, string, RequestInit]> = [
      ['401 without a token', tasks, 'get', {}],
      ['422 from the body class', tasks, 'post', { method: 'POST', headers: alice, body: '{"title":""}' }],
      [
        '404 for a task that is not there',
        `${tasks}/6f1c1b9e-4f1a-4a57-9a43-2f5d2b1c0a11`,
        'get',
        { headers: alice },
      ],
    ];
    const created = await fetch(`${base}${tasks}`, {
      method: 'POST',
      headers: alice,
      body: JSON.stringify({ title: 'taken' }),
    });
    assert.equal(created.status, 201);
    cases.push([
      '409 for a title in use',
      tasks,
      'post',
      { method: 'POST', headers: alice, body: '{"title":"taken"}' },
    ]);
    for (const [what, path, method, init] of cases) {
      const answer = await fetch(`${base}${path}`, init);
      const status = String(answer.status);
      assert.equal(status, what.slice(0, 3), what);
      assert.equal(answer.headers.get('content-type'), 'application/json; charset=utf-8', what);
      const template = Object.keys(document.paths).find((key) =>
        new RegExp(`^${key.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
      )!;
      const response = document.paths[template]![method]!.responses[status];
      assert.ok(response?.content, `${what}: documented for ${method} ${template}`);
      const pointer = `doc#/paths/${template.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/${status}/content/application~1json/schema`;
      const validate = ajv.compile({ $ref: pointer });
      const body = await answer.json();
      assert.equal(
        validate(body),
        true,
        `${what}: ${JSON.stringify(validate.errors)} ${JSON.stringify(body)}`,
      );
    }
  });
});
