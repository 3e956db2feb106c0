// checkAnswers: an answer that breaks what its route declares (status, content type, a required
// header, the body's schema, an error's code) is caught before it is written — a 500 in 'throw'
// mode, the answer as is in 'log' mode, one log line with the JSON Pointer either way.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AnswerContractError,
  type CheckAnswers,
  errorFormat,
  HttpError,
  HttpKernel,
  type KernelOptions,
  Reply,
  Request,
  RouteCollector,
  Validate,
} from '../../src/index.js';
import { MemoryLogger } from './support/app.js';
import { doorFactories } from './support/doors.js';

class NewTask extends Request {
  @Validate('required|string|max:40') title = '';
}

class TaskView extends Request {
  id = 0;
  title = '';
}

type Behaviour = 'right' | 'noLocation' | 'wrongType' | 'undeclaredStatus' | 'wrongCode' | 'teapot' | 'taken';

function taskRoutes(): RouteCollector {
  const routes = new RouteCollector();
  routes
    .post('/tasks/{behaviour}')
    .body(NewTask)
    .responds(201, TaskView, { headers: { Location: 'The new task' } })
    .error(409, 'taskTitleTaken')
    .handle(async (ctx) => {
      const task = await ctx.body();
      const behaviour = ctx.params.behaviour as Behaviour;
      const stored = { id: behaviour === 'wrongType' ? 'seven' : 7, title: task.title };
      if (behaviour === 'taken') throw new HttpError(409, 'Taken', { code: 'taskTitleTaken' });
      if (behaviour === 'wrongCode') throw new HttpError(409, 'Taken', { code: 'somethingElse' });
      if (behaviour === 'teapot') throw new HttpError(418, 'No coffee', { code: 'teapot' });
      if (behaviour === 'undeclaredStatus') return Reply.json(stored, { status: 202 });
      if (behaviour === 'noLocation') return Reply.json(stored, { status: 201 });
      return Reply.created(stored, `/tasks/${stored.id}`);
    });
  routes.get('/undeclared', () => Reply.json({ anything: true }, { status: 299 }));
  return routes;
}

const create = (title: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ title }),
});

async function kernelWith(checkAnswers: CheckAnswers, options: KernelOptions = {}) {
  const logger = new MemoryLogger();
  return { logger, kernel: new HttpKernel(taskRoutes(), { ...options, checkAnswers, logger }) };
}

describe('checkAnswers', () => {
  for (const door of doorFactories) {
    it(`in 'throw' mode answers a 500 for what the route does not declare (${door.name} door)`, async () => {
      const { kernel, logger } = await kernelWith('throw');
      const client = await door.open(kernel);
      try {
        const expectations: Array<[Behaviour | 'invalid', number, string | null]> = [
          ['right', 201, null],
          ['taken', 409, null],
          ['invalid', 422, null],
          ['noLocation', 500, 'at header location: a declared header is missing'],
          ['wrongType', 500, 'at #/id: must be'],
          ['undeclaredStatus', 500, 'at status: the route declares 201, 409'],
          ['wrongCode', 500, 'at code: the route declares taskTitleTaken for 409, not somethingElse'],
          ['teapot', 500, 'at status: the route declares 201, 409'],
        ];
        for (const [behaviour, status, logged] of expectations) {
          const before = logger.entries.length;
          const sent = behaviour === 'invalid' ? create('') : create('write tests');
          const received = await client.send(`/tasks/${behaviour === 'invalid' ? 'right' : behaviour}`, sent);
          assert.equal(received.status, status, behaviour);
          const lines = logger.entries.slice(before);
          if (logged === null) {
            assert.deepEqual(lines, [], behaviour);
            continue;
          }
          assert.equal(lines.length, 1, behaviour);
          assert.ok(lines[0]!.error instanceof AnswerContractError, behaviour);
          assert.ok(lines[0]!.message.includes(`POST /tasks/{behaviour} answered`), lines[0]!.message);
          assert.ok(lines[0]!.message.includes(logged), `${behaviour}: ${lines[0]!.message}`);
          assert.doesNotMatch(
            received.text,
            /seven|write tests|No coffee/,
            `${behaviour}: nothing undeclared leaks`,
          );
        }
        const unchecked = await client.send('/undeclared');
        assert.equal(unchecked.status, 299, 'a route that declares no answers is not checked');
      } finally {
        await client.close();
      }
    });
  }

  it("in 'log' mode sends the answer as it is, and logs the difference once", async () => {
    const { kernel, logger } = await kernelWith('log');
    for (const door of doorFactories) {
      const client = await door.open(kernel);
      try {
        const received = await client.send('/tasks/wrongType', create('x'));
        assert.equal(received.status, 201);
        assert.deepEqual(JSON.parse(received.text), { id: 'seven', title: 'x' });
      } finally {
        await client.close();
      }
    }
    assert.equal(logger.entries.length, 2);
    const error = logger.entries[0]!.error as AnswerContractError;
    assert.deepEqual([error.code, error.status, error.pointer], ['answerBreaksContract', 201, '#/id']);
  });

  it('checks error answers against the error format, 422s against its validation schema', async () => {
    const strict = errorFormat({
      mediaType: 'application/json',
      schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
      validationSchema: {
        type: 'object',
        properties: { fields: { type: 'object' } },
        required: ['fields'],
      },
      write: (problem) =>
        problem.errors === undefined ? { message: problem.title } : { fields: problem.errors },
    });
    const { kernel, logger } = await kernelWith('throw', { errors: strict });
    const [fetchDoorFactory] = doorFactories;
    const client = await fetchDoorFactory!.open(kernel);
    assert.equal((await client.send('/tasks/right', create(''))).status, 422);
    assert.equal((await client.send('/tasks/taken', create('x'))).status, 409);
    assert.deepEqual(logger.entries, []);

    const lying = errorFormat({ ...strict, write: () => ({ message: 5 }) });
    const { kernel: liar, logger: liarLog } = await kernelWith('throw', { errors: lying });
    const answered = await (await fetchDoorFactory!.open(liar)).send('/tasks/taken', create('x'));
    assert.equal(answered.status, 500);
    assert.match(liarLog.entries[0]!.message, /at #\/message: must be string/);
  });

  it("defaults to 'throw' under NODE_ENV=test and to 'off' elsewhere; refuses an unknown mode", async () => {
    const saved = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'test';
      const onInTests = new HttpKernel(taskRoutes(), { logger: new MemoryLogger() });
      assert.equal(
        (await doorFactories[0]!.open(onInTests).then((d) => d.send('/tasks/wrongType', create('x')))).status,
        500,
      );
      process.env.NODE_ENV = 'production';
      const offInProduction = new HttpKernel(taskRoutes());
      assert.equal(
        (await doorFactories[0]!.open(offInProduction).then((d) => d.send('/tasks/wrongType', create('x'))))
          .status,
        201,
      );
    } finally {
      process.env.NODE_ENV = saved;
    }
    assert.throws(
      () => new HttpKernel(taskRoutes(), { checkAnswers: 'always' as never }),
      /must be 'throw', 'log' or 'off'/,
    );
  });
});
