// class-validator and class-transformer ship legacy (experimentalDecorators) decorators; this
// benchmark is compiled with TC39 decorators, so their decorators are applied by hand, which
// is exactly what the legacy decorator runtime does.
import 'reflect-metadata';

type LegacyPropertyDecorator = (target: object, propertyKey: string) => void;

export function decorate(cls: Function, fields: Record<string, LegacyPropertyDecorator[]>): void {
  for (const [field, decorators] of Object.entries(fields)) {
    for (const decorator of decorators) decorator(cls.prototype, field);
  }
}
