import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  Cast,
  Caster,
  ConfigurationException,
  Exclude,
  FromBody,
  FromContext,
  FromRoute,
  Generator,
  Group,
  Ignore,
  InvalidArgumentException,
  Items,
  PostProcess,
  PreProcess,
  Request,
  RequestHandler,
  UuidGenerator,
  Validate,
} from '../../src/index.js';

class NotARequest {}
class NoCastMethod {}

class MultipleSources extends Request {
  @FromRoute() @FromContext('user') field?: string;
}
class CastClass extends Request {
  @Cast(Date as never) field?: any;
}
class CastUnknown extends Request {
  @Cast('integer' as never) field?: any;
}
class CastBadFormat extends Request {
  @Cast('datetime:YYYY-MM-DD') field?: Date;
}
class CastImmutableTwice extends Request {
  @Cast('datetime:immutable:yyyy-MM-dd:immutable') field?: Date;
}
class CastAndCaster extends Request {
  @Cast('int') @Caster({ cast: Number }) field?: number;
}
class InstanceProcessor extends Request {
  @PreProcess('clean') field?: string;
  clean(value: string): string {
    return value;
  }
}
class MissingProcessor extends Request {
  @PostProcess('nothing') field?: string;
}
class UnusableProcessor extends Request {
  @PreProcess(NoCastMethod as never) field?: string;
}
class GeneratorWithValidate extends Request {
  @Generator(UuidGenerator) @Validate('required') field?: string;
}
class GeneratorWithSource extends Request {
  @Generator(UuidGenerator) @FromBody('id') field?: string;
}
class IgnoreWithOthers extends Request {
  @Ignore() @Exclude() field?: string;
}
class ItemsWithCast extends Request {
  @Items(MultipleSources) @Cast('array') field?: MultipleSources[];
}
class BadCaster extends Request {
  @Caster(NoCastMethod as never) field?: number;
}
class BadGenerator extends Request {
  @Generator({} as never) field?: string;
}
class BadItems extends Request {
  @Items(NotARequest as never) field?: any;
}
class GroupOverlap extends Request {
  @Group('g', { mapTo: 'a' }) other?: string;
  @Group('g', { mapTo: 'a.b' }) field?: string;
}
class DuplicateValidate extends Request {
  @Validate('required') @Validate('email') field?: string;
}
class UnknownRule extends Request {
  @Validate('string') fine?: string;
  @Validate('required|emial') field?: string;
}

const cases: Array<[string, Function]> = [
  ['multipleSources', MultipleSources],
  ['castExpectsBuiltInType', CastClass],
  ['castExpectsBuiltInType', CastUnknown],
  ['castExpectsBuiltInType', CastBadFormat],
  ['castExpectsBuiltInType', CastImmutableTwice],
  ['castAndCasterConflict', CastAndCaster],
  ['processorMethodNotStatic', InstanceProcessor],
  ['invalidProcessor', MissingProcessor],
  ['invalidProcessor', UnusableProcessor],
  ['generatorConflict', GeneratorWithValidate],
  ['generatorConflict', GeneratorWithSource],
  ['ignoreConflict', IgnoreWithOthers],
  ['itemsCastConflict', ItemsWithCast],
  ['invalidCaster', BadCaster],
  ['invalidGenerator', BadGenerator],
  ['invalidItems', BadItems],
  ['groupPathConflict', GroupOverlap],
  ['duplicateDecorator', DuplicateValidate],
  ['invalidRules', UnknownRule],
];

describe('ConfigurationException at metadata build', () => {
  for (const [code, cls] of cases) {
    test(`${cls.name}: compile() throws ${code} naming class and field`, () => {
      assert.throws(
        () => new RequestHandler().compile(cls as never),
        (error: unknown) => {
          assert.ok(error instanceof ConfigurationException);
          assert.equal(error.code, code);
          assert.equal(error.className, cls.name);
          assert.equal(error.property, 'field');
          assert.match(error.message, new RegExp(`^${cls.name}\\.field: `));
          return true;
        },
      );
    });

    test(`${cls.name}: the first handle* call rejects with ${code}`, async () => {
      await assert.rejects(new RequestHandler().handleBody(cls as never, {}), { code });
    });
  }

  test('a class that compiles is cached; compile() is idempotent', () => {
    const handler = new RequestHandler();
    class Fine extends Request {
      @Validate('required') name?: string;
    }
    handler.compile(Fine);
    handler.compile(Fine);
  });

  test('compile() also checks nested item classes', () => {
    class Outer extends Request {
      @Items(() => MultipleSources) lines: MultipleSources[] = [];
    }
    assert.throws(() => new RequestHandler().compile(Outer), { code: 'multipleSources' });
  });
});

describe('InvalidArgumentException at the decorator call', () => {
  const badPaths = ['.user', 'user.', 'a..b', '', 'a.__proto__', 'constructor', 'a.prototype.b'];
  for (const path of badPaths) {
    test(`FromBody(${JSON.stringify(path)}) throws`, () => {
      assert.throws(() => FromBody(path), InvalidArgumentException);
    });
  }

  test('Group mapTo paths are checked the same way', () => {
    assert.throws(() => Group('g', { mapTo: 'a..b' }), InvalidArgumentException);
  });

  test('decorators on methods throw', () => {
    assert.throws(() => {
      class OnMethod extends Request {
        @(Validate('required') as any) compute(): number {
          return 1;
        }
      }
      return OnMethod;
    }, InvalidArgumentException);
  });

  test('FromContext and FromRoute refuse empty keys', () => {
    assert.throws(() => FromContext(''), InvalidArgumentException);
    assert.throws(() => FromRoute(''), InvalidArgumentException);
  });

  test('decorators on static members throw', () => {
    assert.throws(() => {
      class StaticField extends Request {
        @Validate('required') static shared = 1;
      }
      return StaticField;
    }, InvalidArgumentException);
  });
});
