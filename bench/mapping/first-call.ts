// First-call cost: what the first request of a class pays. For intake: decorators run on a
// freshly defined class, then the first handleArray builds shapes, plans and compiled rules.
// For zod: building the schema, then its first parse.
import { RequestHandler } from '../../src/index.js';
import { defineOrderClasses, orderValid } from './order-case.js';
import { zodOrderSchema } from './order-peers.js';
import type { Subject } from './subject.js';

export function firstCallSubjects(): Subject[] {
  return [
    {
      name: 'intake: define classes + first handleArray',
      map: (input) =>
        new RequestHandler().handleArray(defineOrderClasses(), input as Record<string, unknown>),
    },
    { name: 'zod v4: build schema + first parse', map: (input) => zodOrderSchema().parse(input) },
  ];
}

export const firstCallInput = orderValid;
