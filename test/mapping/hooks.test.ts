import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  Cast,
  Caster,
  type CasterInterface,
  FromRoute,
  Generator,
  type GeneratorInterface,
  Items,
  PostProcess,
  PreProcess,
  type ProcessContext,
  type ProcessorInterface,
  Request,
  RequestHandler,
  UuidGenerator,
  Validate,
  type ValidationErrors,
  ValidationException,
  type ValidatorInterface,
} from '../../src/index.js';
import { ruleNames } from '../support/requests.js';

class Upper implements ProcessorInterface {
  process(value: unknown): unknown {
    return String(value).toUpperCase();
  }
}

class Suffix implements ProcessorInterface {
  static seen: ProcessContext[] = [];
  process(value: unknown, context: ProcessContext): unknown {
    Suffix.seen.push(context);
    return `${String(value)}${String(context.config.suffix ?? '')}`;
  }
}

class Cents implements CasterInterface {
  constructor(private readonly factor = 100) {}
  cast(value: unknown): unknown {
    return Math.round(Number(value) * this.factor);
  }
}

class Sequence implements GeneratorInterface {
  next = 0;
  generate(options: Record<string, unknown>, context: ProcessContext): unknown {
    this.next += 1;
    return `${String(options.prefix)}${this.next}:${String(context.context.tenant)}`;
  }
}

const trim = (value: string) => value.trim();

class Hooked extends Request {
  @PreProcess(trim) @PreProcess(Upper) @Validate('max:5') code?: string;
  @PreProcess('normalizePhone') phone?: string;
  @PostProcess(Suffix, { config: { suffix: '!' } }) @PostProcess(new Upper()) shout?: string;
  @PreProcess(Cents) @Validate('integer') viaCasterClass?: number;
  @Caster(Cents) price?: number;
  @Caster(new Cents(10)) tenths?: number;
  @Generator(Sequence, { options: { prefix: 'S' } }) ref?: string;
  @FromRoute() @PostProcess(Suffix) id?: string;

  static normalizePhone(value: string): string {
    return value.replace(/[^0-9+]/g, '');
  }
}

describe('processors, casters and generators', () => {
  test('each handler kind runs: function, processor class, instance, caster class, static method by name', async () => {
    Suffix.seen = [];
    const dto = await new RequestHandler().handleBody(
      Hooked,
      {
        code: '  ab ',
        phone: '+33 (0)1-23',
        shout: 'hey',
        viaCasterClass: '1.5',
        price: '2.345',
        tenths: '1.26',
        ref: 'ignored',
      },
      { route: { id: 'r' }, context: { tenant: 't1' } },
    );
    assert.equal(dto.code, 'AB');
    assert.equal(dto.phone, '+330123');
    assert.equal(dto.shout, 'HEY!');
    assert.equal(dto.viaCasterClass, 150);
    assert.equal(dto.price, 235);
    assert.equal(dto.tenths, 13);
    assert.equal(dto.ref, 'S1:t1');
    assert.equal(dto.id, 'r');
    assert.deepEqual(Suffix.seen[0], {
      config: { suffix: '!' },
      route: { id: 'r' },
      context: { tenant: 't1' },
    });
    assert.deepEqual(Suffix.seen[1]!.config, {});
  });

  test('processors run in the written order, PreProcess before validation', async () => {
    await assert.rejects(
      new RequestHandler().handleBody(Hooked, { code: '  abcdef  ' }),
      (error: ValidationException) => {
        assert.deepEqual(ruleNames(error.errors), { code: ['max'] });
        return true;
      },
    );
  });

  test('PreProcess and casts skip null; PostProcess sees it', async () => {
    const seen: unknown[] = [];
    class Nulls extends Request {
      @PreProcess((v: unknown) => seen.push(['pre', v]))
      @PostProcess((v: unknown) => v ?? 'post saw null')
      @Cast('int')
      count?: number | null;
    }
    const dto = await new RequestHandler().handleBody(Nulls, { count: null });
    assert.deepEqual(seen, []);
    assert.equal(dto.count, 'post saw null');
  });

  test('register() supplies the instance used for a class (dependency injection)', async () => {
    const sequence = new Sequence();
    sequence.next = 41;
    const handler = new RequestHandler().register(Sequence, sequence).register(Cents, new Cents(1000));
    const dto = await handler.handleBody(Hooked, { price: '0.5' }, { context: { tenant: 'x' } });
    assert.equal(dto.ref, 'S42:x');
    assert.equal(dto.price, 500);
  });

  test('a class hook is instantiated once per handler', async () => {
    const handler = new RequestHandler();
    const first = await handler.handleBody(Hooked, {});
    const second = await handler.handleBody(Hooked, {});
    assert.deepEqual([first.ref, second.ref], ['S1:undefined', 'S2:undefined']);
  });

  test('generators produce the value even when input has the key, and it is neither validated nor cast', async () => {
    class Ids extends Request {
      @Generator(UuidGenerator) v4?: string;
      @Generator(new UuidGenerator(), { options: { version: 7 } }) v7?: string;
    }
    const dto = await new RequestHandler().handleBody(Ids, { v4: 'from input' });
    assert.match(dto.v4!, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.match(dto.v7!, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const later = await new RequestHandler().handleBody(Ids, {});
    assert.ok(later.v7! > dto.v7!, 'v7 ids sort by creation time');
  });

  test('UuidGenerator refuses other versions', () => {
    assert.throws(() => new UuidGenerator().generate({ version: 1 }), RangeError);
  });
});

describe('async hooks and validators', () => {
  const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 1));

  class AsyncLine extends Request {
    @PreProcess((v: string) => later(`${v}-pre`)) @Validate('required') name?: string;
  }

  class AsyncHooks extends Request {
    @PreProcess((v: string) => later(v.trim())) @Validate('required') name?: string;
    @Caster({ cast: (v: unknown) => later(Number(v) * 2) }) doubled?: number;
    @PostProcess({ process: (v: unknown) => later(`${String(v)}!`) }) tagged?: string;
    @Generator({ generate: () => later('generated') }) made?: string;
    @Cast('int') plain?: number;
  }

  test('every hook may return a promise; the result is the same as with sync hooks', async () => {
    const dto = await new RequestHandler().handleBody(AsyncHooks, {
      name: ' n ',
      doubled: '4',
      tagged: 't',
      plain: '3',
    });
    assert.deepEqual(dto.toArray(), { name: 'n', doubled: 8, tagged: 't!', made: 'generated', plain: 3 });
  });

  test('nested items resume correctly after an async hook', async () => {
    class AsyncOrder extends Request {
      @Items(AsyncLine) lines: AsyncLine[] = [];
    }
    const dto = await new RequestHandler()
      .handleBody(AsyncOrder, { lines: [{ name: 'a' }, { name: 'b' }, {}] })
      .catch((error: ValidationException) => error);
    assert.ok(dto instanceof ValidationException);
    assert.deepEqual(ruleNames(dto.errors), { 'lines.2.name': ['required'] });
    const ok = await new RequestHandler().handleBody(AsyncOrder, { lines: [{ name: 'a' }, { name: 'b' }] });
    assert.deepEqual(
      ok.lines.map((line) => line.name),
      ['a-pre', 'b-pre'],
    );
  });

  test('an async validator without compile() gets the payload and the same rules object every call', async () => {
    const rulesSeen: object[] = [];
    const validator: ValidatorInterface = {
      validate: async (data, rules): Promise<ValidationErrors> => {
        rulesSeen.push(rules);
        return data.name === 'bad' ? { name: [{ rule: 'custom', params: ['x'] }] } : {};
      },
    };
    const handler = new RequestHandler(validator);
    await handler.handleBody(AsyncHooks, { name: 'ok' });
    await assert.rejects(handler.handleBody(AsyncHooks, { name: 'bad' }), (error: ValidationException) => {
      assert.deepEqual(error.errors, { name: [{ rule: 'custom', params: ['x'] }] });
      return true;
    });
    assert.equal(rulesSeen.length, 2);
    assert.equal(rulesSeen[0], rulesSeen[1]);
    assert.deepEqual(rulesSeen[0], { name: 'required' });
  });

  test('handle* returns a promise even when everything is synchronous', async () => {
    const result = new RequestHandler().handleBody(Hooked, {});
    assert.ok(result instanceof Promise);
    assert.ok((await result) instanceof Hooked);
  });
});

describe('hook failures and registration order', () => {
  test('register() after a class was compiled makes later calls use the new instance', async () => {
    class Tagged extends Request {
      @PostProcess(Suffix, { config: { suffix: '?' } }) name?: string;
    }
    const handler = new RequestHandler();
    handler.compile(Tagged);
    assert.equal((await handler.handleBody(Tagged, { name: 'a' })).name, 'a?');
    handler.register(Suffix, { process: (value: unknown) => `${String(value)}#` });
    assert.equal((await handler.handleBody(Tagged, { name: 'a' })).name, 'a#');
  });

  test('a hook class whose constructor throws is invalidProcessor, with the cause', () => {
    class Broken implements ProcessorInterface {
      constructor() {
        throw new Error('no database');
      }
      process(value: unknown): unknown {
        return value;
      }
    }
    class UsesBroken extends Request {
      @PreProcess(Broken) name?: string;
    }
    assert.throws(
      () => new RequestHandler().compile(UsesBroken),
      (error: Error & { code?: string }) => {
        assert.equal(error.code, 'invalidProcessor');
        assert.equal((error.cause as Error).message, 'no database');
        return true;
      },
    );
  });

  test('an error thrown or rejected by a hook rejects handle* unchanged (it is not a validation error)', async () => {
    const boom = new Error('boom');
    class Throws extends Request {
      @Caster({
        cast: () => {
          throw boom;
        },
      })
      value?: unknown;
    }
    class Rejects extends Request {
      @PostProcess(() => Promise.reject(boom)) value?: unknown;
    }
    await assert.rejects(new RequestHandler().handleBody(Throws, { value: 1 }), (error) => error === boom);
    await assert.rejects(new RequestHandler().handleBody(Rejects, { value: 1 }), (error) => error === boom);
  });
});
