// PartialType, PickType, OmitType and IntersectionType through the public API, in both
// decorator modes: what a derived class maps, what it keeps of its sources, its types, its
// JSON Schema, and the declaration mistakes it reports.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  Cast,
  ConfigurationException,
  Exclude,
  FromRoute,
  Group,
  IntersectionType,
  InvalidArgumentException,
  Items,
  OmitType,
  openapi,
  PartialType,
  PickType,
  PostProcess,
  PreProcess,
  Request,
  RequestHandler,
  RouteCollector,
  requestJsonSchema,
  Validate,
  ValidationException,
} from '../../src/index.js';
import { ruleNames } from '../support/requests.js';

// Generated code (steps on the first call, the fast path from the second) and the closures.
const HANDLERS = [
  ['generated', new RequestHandler()],
  ['jitless', new RequestHandler(undefined, { jitless: true })],
] as const;

class Tag extends Request {
  @Validate('required|string|max:10') label!: string;
}

class CreateTask extends Request {
  @FromRoute('project') @Cast('int') projectId!: number;
  @PreProcess('trimmed') @Validate('required|string|max:20') title!: string;
  @Validate('boolean') done = false;
  @Validate('integer|min_value:1') @PostProcess((n: number) => n * 10) priority = 3;
  @Validate('array') @Items(() => Later) tags: Later[] = [];
  @Group('meta') @Validate('nullable|string') note: string | null = null;
  @Exclude() @Validate('string') secret?: string;
  estimate = 1.5;

  static trimmed(value: string): string {
    return value.trim();
  }
}

// Declared after CreateTask, reached through its @Items thunk: derived classes resolve it lazily.
class Later extends Tag {}

class UpdateTask extends PartialType(CreateTask) {}

async function errorsOf(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ValidationException, String(error));
    return ruleNames(error.errors);
  }
  assert.fail('expected a ValidationException');
}

for (const [mode, handler] of HANDLERS) {
  describe(`PartialType (${mode})`, () => {
    test('an empty body maps: fields the client did not send stay absent, with no default of the source', async () => {
      const dto = await handler.handleArray(UpdateTask, {});
      assert.deepEqual(dto.toArray(), {});
      assert.equal(dto.done, undefined);
      assert.equal(dto.priority, undefined);
      assert.equal(dto.has('done'), false);
      assert.ok(dto instanceof UpdateTask);
    });

    test('has() tells which fields were sent; sources, casts, processors, items and groups are kept', async () => {
      const dto = await handler.handleArray(
        UpdateTask,
        {
          title: '  Ship it ',
          done: 'true',
          priority: '2',
          tags: [{ label: 'x' }],
          note: 'n',
          estimate: '2.25',
        },
        { route: { project: '12' } },
      );
      assert.deepEqual(
        ['projectId', 'title', 'done', 'priority', 'tags', 'note', 'secret'].filter((name) => dto.has(name)),
        ['projectId', 'title', 'done', 'priority', 'tags', 'note'],
      );
      assert.equal(dto.projectId, 12);
      assert.equal(dto.title, 'Ship it');
      assert.equal(dto.done, true);
      assert.equal(dto.priority, 20);
      assert.ok(dto.tags?.[0] instanceof Later);
      assert.equal(dto.estimate, 2.25);
      assert.deepEqual(dto.group('meta'), { note: 'n' });
    });

    test('the rules other than presence still apply, nested items keep their own required', async () => {
      assert.deepEqual(
        await errorsOf(handler.handleArray(UpdateTask, { title: 'x'.repeat(21), priority: 0, tags: [{}] })),
        { title: ['max'], priority: ['min_value'], 'tags.0.label': ['required'] },
      );
    });

    test('repeated calls agree, valid and invalid (the generated handler builds its fast path on the second)', async () => {
      const input = { title: ' T ', done: '0', priority: '4', tags: [{ label: 'a' }] };
      const answers = [];
      for (let call = 0; call < 3; call++) {
        answers.push((await handler.handleArray(UpdateTask, input, { route: { project: '3' } })).toArray());
        assert.deepEqual(await errorsOf(handler.handleArray(UpdateTask, { priority: 'x', tags: [{}] })), {
          priority: ['integer'],
          'tags.0.label': ['required'],
        });
      }
      assert.deepEqual(answers[0], {
        projectId: 3,
        title: 'T',
        done: false,
        priority: 40,
        tags: [{ label: 'a' }],
      });
      assert.deepEqual(answers[1], answers[0]);
      assert.deepEqual(answers[2], answers[0]);
    });

    test('@Exclude is kept', async () => {
      const dto = await handler.handleArray(UpdateTask, { secret: 's' });
      assert.equal(dto.secret, 's');
      assert.deepEqual(dto.toArray(), {});
    });

    test('presence rules are dropped token by token: a regex parameter containing |required| stays whole', async () => {
      class Code extends Request {
        @Validate('required|regex:/^(a|required|b)$/|present') code!: string;
        @Validate('required_with:code|string') other?: string;
        @Validate('required') only!: string;
        @Validate('required_without:code|filled|string') nick?: string;
      }
      const PartialCode = PartialType(Code);
      assert.deepEqual((await handler.handleArray(PartialCode, {})).toArray(), {});
      assert.equal((await handler.handleArray(PartialCode, { code: 'required' })).code, 'required');
      assert.deepEqual(await errorsOf(handler.handleArray(PartialCode, { code: 'c', other: 1 })), {
        code: ['regex'],
        other: ['string'],
      });
      // `filled` passes an absent field, so it stays: a sent value must still be filled.
      assert.deepEqual(await errorsOf(handler.handleArray(PartialCode, { nick: ' ' })), { nick: ['filled'] });
      // A rule string with nothing left means no validation for that field.
      assert.equal((await handler.handleArray(PartialCode, { only: '' })).only, '');
    });

    test('its JSON Schema has no required keys and no defaults', () => {
      const schema = requestJsonSchema(UpdateTask) as Record<string, unknown>;
      assert.equal(schema.required, undefined);
      const properties = schema.properties as Record<string, Record<string, unknown>>;
      assert.equal(properties.done!.default, undefined);
      assert.equal(properties.title!.maxLength, 20);
      assert.ok(requestJsonSchema(CreateTask).required !== undefined);
    });

    test('OpenAPI describes the PATCH body with no required keys, and a picked body with its fields only', () => {
      const routes = new RouteCollector();
      routes
        .patch('/tasks/{project}')
        .body(UpdateTask)
        .handle(() => null);
      routes
        .put('/tasks/{project}/title')
        .body(PickType(CreateTask, ['title']))
        .handle(() => null);
      const document = openapi(routes, { info: { title: 'Tasks', version: '1' } }) as Record<string, any>;
      const bodyOf = (path: string, method: string): Record<string, any> => {
        const schema = document.paths[path][method].requestBody.content['application/json'].schema;
        const name = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
        return name === undefined ? schema : document.components.schemas[name];
      };
      const patch = bodyOf('/tasks/{project}', 'patch');
      assert.equal(patch.required, undefined);
      assert.deepEqual(Object.keys(patch.properties), [
        'title',
        'done',
        'priority',
        'tags',
        'note',
        'secret',
        'estimate',
      ]);
      const put = bodyOf('/tasks/{project}/title', 'put');
      assert.deepEqual([Object.keys(put.properties), put.required], [['title'], ['title']]);
    });

    test('the source class is unchanged', async () => {
      assert.deepEqual(await errorsOf(handler.handleArray(CreateTask, {}, { route: { project: '1' } })), {
        title: ['required'],
      });
    });

    test('Standard Schema validate accepts a partial value', async () => {
      const result = await UpdateTask['~standard'].validate({ done: false });
      assert.equal(result.issues, undefined);
      assert.deepEqual((result as { value: Request }).value.toArray(), { done: false });
    });
  });

  describe(`PickType and OmitType (${mode})`, () => {
    class Rename extends PickType(CreateTask, ['title', 'done']) {}
    class CreateBody extends OmitType(CreateTask, ['projectId', 'tags']) {}

    test('PickType keeps only the named fields, with their rules and defaults', async () => {
      const dto = await handler.handleArray(Rename, { title: ' T ', priority: '9' });
      assert.deepEqual(dto.toArray(), { title: 'T', done: false });
      assert.deepEqual(await errorsOf(handler.handleArray(Rename, {})), { title: ['required'] });
    });

    test('OmitType keeps every other field, in the source order', async () => {
      const dto = await handler.handleArray(CreateBody, { title: 'T', tags: 'ignored' });
      assert.deepEqual(Object.keys(dto.toArray()), ['title', 'done', 'priority', 'note', 'estimate']);
      assert.equal(dto.priority, 3);
    });

    test('defaults are fresh per DTO', async () => {
      class Tags extends PickType(CreateTask, ['tags']) {}
      const first = await handler.handleArray(Tags, {});
      const second = await handler.handleArray(Tags, {});
      assert.notEqual(first.tags, second.tags);
    });

    test('derived classes combine: a partial of a pick', async () => {
      class PatchTitle extends PartialType(PickType(CreateTask, ['title', 'priority'])) {}
      const dto = await handler.handleArray(PatchTitle, { title: ' a ' });
      assert.deepEqual(dto.toArray(), { title: 'a' });
    });
  });

  describe(`IntersectionType (${mode})`, () => {
    class Owner extends Request {
      @Validate('required|email') ownerEmail!: string;
      @Validate('string') title = 'owner title';
    }
    class Assigned extends IntersectionType(PickType(CreateTask, ['title', 'done']), Owner) {}

    test('has the fields of every class; on a shared field the last class declares it', async () => {
      const dto = await handler.handleArray(Assigned, { ownerEmail: 'a@b.co', title: 'x'.repeat(30) });
      assert.deepEqual(dto.toArray(), { title: 'x'.repeat(30), done: false, ownerEmail: 'a@b.co' });
      const defaulted = await handler.handleArray(Assigned, { ownerEmail: 'a@b.co' });
      assert.equal(defaulted.title, 'owner title');
      assert.deepEqual(await errorsOf(handler.handleArray(Assigned, { title: 't' })), {
        ownerEmail: ['required'],
      });
    });
  });

  describe(`re-declaring an inherited field (${mode})`, () => {
    class Base extends Request {
      @Validate('required|string|max:3') code!: string;
      @Validate('integer') count = 1;
    }
    class Looser extends Base {
      @Validate('string|max:10') override code = '';
    }

    test("the subclass's decorators replace the base class's for that field", async () => {
      const dto = await handler.handleArray(Looser, { code: 'abcdefg' });
      assert.equal(dto.code, 'abcdefg');
      assert.deepEqual(await errorsOf(handler.handleArray(Looser, { count: 'x' })), { count: ['integer'] });
      assert.deepEqual(await errorsOf(handler.handleArray(Base, { code: 'abcd' })), { code: ['max'] });
    });

    test('a class extending a derived class may re-declare one of its fields', async () => {
      class UpdateTitle extends PartialType(CreateTask) {
        @Validate('required|string|min:2') override title!: string;
      }
      assert.deepEqual(await errorsOf(handler.handleArray(UpdateTitle, {})), { title: ['required'] });
      assert.equal((await handler.handleArray(UpdateTitle, { title: ' ab ' })).title, ' ab ');
    });

    test('two decorators of one kind on one declaration stay an error', () => {
      class Twice extends Base {
        @Validate('string') @Validate('max:2') override code = '';
      }
      assert.throws(
        () => new RequestHandler().compile(Twice),
        (error: unknown) => error instanceof ConfigurationException && error.code === 'duplicateDecorator',
      );
    });
  });
}

describe('declaration mistakes', () => {
  test('a key the source does not manage is a ConfigurationException naming it', () => {
    const Typo = PickType(CreateTask, ['titel' as 'title']);
    assert.throws(
      () => new RequestHandler().compile(Typo),
      (error: unknown) =>
        error instanceof ConfigurationException &&
        error.code === 'unknownDerivedField' &&
        error.className === 'CreateTask' &&
        error.property === 'titel',
    );
    const Omitted = OmitType(CreateTask, ['toArray' as 'title']);
    assert.throws(() => new RequestHandler().compile(Omitted), ConfigurationException);
  });

  test('a source that is not a request class, or keys that are not names, are refused at the call', () => {
    class Plain {}
    assert.throws(() => PartialType(Plain as never), InvalidArgumentException);
    assert.throws(() => PickType(CreateTask, 'title' as never), InvalidArgumentException);
    assert.throws(() => OmitType(CreateTask, [1] as never), InvalidArgumentException);
    assert.throws(
      () => (IntersectionType as (...classes: unknown[]) => unknown)(CreateTask),
      InvalidArgumentException,
    );
  });

  test('a rule string that would read differently without its presence rule is refused, not rewritten', () => {
    class Odd extends Request {
      // An incomplete regex literal: `/a` ends at the first `|`; dropping `required_with:…`
      // would join `/a|z/` into one literal.
      @Validate('regex:/a|required_with:x/ y|z/') code?: string;
    }
    assert.throws(
      () => new RequestHandler().compile(PartialType(Odd)),
      (error: unknown) =>
        error instanceof ConfigurationException &&
        error.code === 'unrepresentableOptionalRules' &&
        error.className === 'Odd' &&
        error.property === 'code',
    );
  });

  test("a misdeclared source reports its own mistake, with the source's name", () => {
    class Broken extends Request {
      @Cast('int') @Cast('float') n?: number;
    }
    assert.throws(
      () => new RequestHandler().compile(PartialType(Broken)),
      (error: unknown) => error instanceof ConfigurationException && error.className === 'Broken',
    );
  });
});

describe('types', () => {
  test('instances have exactly the kept fields, Partial makes them optional, keys are checked', () => {
    const patch = new UpdateTask();
    const title: string | undefined = patch.title;
    // @ts-expect-error a partial field may be undefined
    const required: string = patch.title;
    const pick = new (PickType(CreateTask, ['title']))();
    const kept: string = pick.title;
    // @ts-expect-error `done` was not picked
    void pick.done;
    // @ts-expect-error `titel` is not a field of CreateTask
    void (() => PickType(CreateTask, ['titel']));
    // @ts-expect-error methods are not fields
    void (() => OmitType(CreateTask, ['toArray']));
    const both = new (IntersectionType(PickType(CreateTask, ['done']), Tag))();
    const flags: [boolean, string] = [both.done, both.label];
    // Statics of Request are kept and typed with the subclass.
    const schema: StandardSchemaV1<unknown, UpdateTask> = UpdateTask.schema();
    assert.ok([title, required, kept, flags, schema].length > 0);
  });
});
