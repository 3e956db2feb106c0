// `npm run bench:contract`: what `checkAnswers` costs per request, in one process through the
// Fetch door (no sockets, so only the kernel's work differs): the same declared route on a
// kernel with checks off, on one with 'log', and a route that declares nothing on a kernel with
// 'log' (unchecked routes pay nothing). A valid 201 and an invalid 422 are measured apart.
import { HttpKernel, Reply, Request, RouteCollector, Validate } from '../../src/index.js';
import { type Contender, compare, report } from '../harness.js';

class CreateTask extends Request {
  @Validate('required|string|max:80') title = '';
  @Validate('integer|min_value:1|max_value:5') priority = 3;
}

class TaskView extends Request {
  id = 0;
  title = '';
  priority = 0;
}

function routes(): RouteCollector {
  const table = new RouteCollector();
  table
    .post('/declared')
    .body(CreateTask)
    .responds(201, TaskView, { headers: { Location: 'The new task' } })
    .handle(async (ctx) => {
      const task = await ctx.body();
      return Reply.created({ id: 7, title: task.title, priority: task.priority }, '/tasks/7');
    });
  table.post('/undeclared', async (ctx) => {
    const task = await ctx.body(CreateTask);
    return Reply.created({ id: 7, title: task.title, priority: task.priority }, '/tasks/7');
  });
  return table;
}

const silent = { error() {} };
const off = new HttpKernel(routes(), { checkAnswers: 'off', logger: silent });
const logged = new HttpKernel(routes(), { checkAnswers: 'log', logger: silent });

function call(kernel: HttpKernel, path: string, body: string): () => Promise<unknown> {
  return async () => {
    const response = await kernel.fetch(
      new globalThis.Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    );
    return response.text();
  };
}

const valid = JSON.stringify({ title: 'write the benchmark', priority: 2 });
const invalid = JSON.stringify({ title: '', priority: 9 });
const contenders = (body: string): Contender[] => [
  { name: "checkAnswers: 'off'", run: call(off, '/declared', body) },
  { name: "checkAnswers: 'log'", run: call(logged, '/declared', body) },
  { name: "'log', a route that declares nothing", run: call(logged, '/undeclared', body) },
];

const options = { async: true, batch: 50, rounds: 60, warmupRounds: 15 };
const cases = [
  await compare('A declared 201 with a view and a Location header', contenders(valid), options),
  await compare('A 422 problem document', contenders(invalid), options),
];
report('checkAnswers per request (Fetch door, one process)', cases, [
  "'off' is the default outside NODE_ENV=test: the kernel holds no checker, and a request pays two checks of an undefined field.",
  "'log' parses the written body again and validates it with Ajv against the view's (or the error format's) schema.",
]);
