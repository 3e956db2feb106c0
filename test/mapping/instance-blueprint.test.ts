// The fast path builds a DTO from its class's blueprint instead of `new Cls()` only where the
// two cannot differ; everywhere else it keeps the constructor. Both decorator modes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Request, RequestHandler, Validate } from '../../src/index.js';
import { blueprintOf } from '../../src/mapping/instance-blueprint.js';

class Plain extends Request {
  @Validate('required|string') name = '';
  @Validate('integer') age = 0;
  nickname: string | null = null;
}

class WithConstructor extends Request {
  @Validate('string') name = '';
  constructor() {
    super();
    this.name = 'set in the constructor';
  }
}

class WithPrivate extends Request {
  @Validate('string') name = '';
  #secret = 'kept';
  secret(): string {
    return this.#secret;
  }
}

class WithFreshDefaults extends Request {
  @Validate('array') tags: string[] = [];
  @Validate('string') name = '';
  labels: Record<string, string> = {};
}

const shared: string[] = [];
class WithObjectDefaults extends Request {
  @Validate('array') filled: string[] = ['a'];
}
class WithSharedDefault extends Request {
  @Validate('array') tags: string[] = shared;
}
class WithFrozenDefault extends Request {
  @Validate('array') tags: readonly string[] = Object.freeze([]);
}
class WithDatedDefault extends Request {
  @Validate('date') at = new Date(0);
}
class WithBareObjectDefault extends Request {
  labels: Record<string, string> = Object.create(null);
}

let made = 0;
class WithCounter extends Request {
  @Validate('integer') serial = ++made;
}

class WithSetter extends Request {
  @Validate('string') name = '';
  set label(value: string) {
    this.name = value;
  }
}
Object.defineProperty(WithSetter.prototype, 'shadow', { set() {}, configurable: true });
class ShadowsASetter extends WithSetter {
  shadow = 'x';
}

class Child extends Plain {
  @Validate('boolean') active = false;
}

describe('instance blueprints', () => {
  it('describe a class whose fields default to the same primitives, in constructor order', () => {
    const blueprint = blueprintOf(Plain);
    assert.ok(blueprint !== null);
    assert.equal(blueprint.prototype, Plain.prototype);
    assert.deepEqual(blueprint.keys, ['name', 'age', 'nickname']);
    assert.deepEqual(blueprint.defaults, ['', 0, null]);
    assert.deepEqual(blueprintOf(Child)?.keys, ['name', 'age', 'nickname', 'active']);
  });

  it('are refused where the constructor may do more: a constructor, #private, object defaults, varying values, setters', () => {
    const refused = [
      WithConstructor,
      WithPrivate,
      WithObjectDefaults,
      WithSharedDefault,
      WithFrozenDefault,
      WithDatedDefault,
      WithBareObjectDefault,
      WithCounter,
      ShadowsASetter,
    ];
    for (const cls of refused) assert.equal(blueprintOf(cls), null, cls.name);
  });

  it('take a new empty [] or {} per construction as a default made anew for each DTO', async () => {
    const blueprint = blueprintOf(WithFreshDefaults);
    assert.ok(blueprint !== null);
    assert.deepEqual(blueprint.keys, ['tags', 'name', 'labels']);
    const handler = new RequestHandler();
    const dtos = [];
    for (let n = 0; n < 3; n++) dtos.push(await handler.handleBody(WithFreshDefaults, { name: `n${n}` }));
    const [first, second] = dtos as [WithFreshDefaults, WithFreshDefaults];
    assert.deepStrictEqual(first, Object.assign(new WithFreshDefaults(), { name: 'n0' }));
    assert.deepEqual(Object.keys(first), ['tags', 'name', 'labels']);
    assert.notEqual(first.tags, second.tags);
    assert.notEqual(first.labels, second.labels);
    first.tags.push('mine');
    first.labels.mine = 'yes';
    assert.deepEqual(second.tags, []);
    assert.deepEqual(second.labels, {});
    const sent = await handler.handleBody(WithFreshDefaults, { tags: ['x'], name: 'n' });
    assert.deepEqual(sent.tags, ['x']);
    assert.deepEqual((await handler.handleBody(WithFreshDefaults, {})).tags, []);
  });

  it('give DTOs equal to the constructor-built ones, methods and all', async () => {
    const handler = new RequestHandler();
    const input = { name: 'Ada', age: '36' };
    const fast = await handler.handleBody(Plain, input);
    const general = Object.assign(new Plain(), { name: 'Ada', age: 36 });
    assert.ok(fast instanceof Plain);
    assert.deepStrictEqual(fast, general);
    assert.deepEqual(Object.keys(fast), Object.keys(general));
    assert.equal(fast.has('nickname'), true);
    assert.equal(fast.get('age'), 36);
    assert.deepEqual(fast.toJSON(), { name: 'Ada', age: 36, nickname: null });
  });

  it('keep the constructor where it is needed: #private still works on fast-path DTOs', async () => {
    const handler = new RequestHandler();
    await handler.handleBody(WithPrivate, { name: 'a' });
    const dto = await handler.handleBody(WithPrivate, { name: 'b' });
    assert.equal(dto.secret(), 'kept');
    await handler.handleBody(WithConstructor, {});
    assert.equal((await handler.handleBody(WithConstructor, {})).name, 'set in the constructor');
  });
});
