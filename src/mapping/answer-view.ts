// Answers through a view class: what a handler returns for a route that declared
// `.responds(200, UserView)` is written as `UserView` describes it — only its managed fields,
// minus `@Exclude`, with `@Nested`/`@Items` fields through their own classes — so a database
// row's password hash or internal columns never reach the client by accident. The view of
// each class is read once from its shape.
import { defineOwn } from '../shared/own-property.js';
import type { ClassChoice } from './class-choice.js';
import { type RequestClass, shapeOf } from './class-shape.js';

/** The JSON a view class describes: its data fields, nested views likewise (methods left out). */
export type AnswerOf<T> = T extends readonly (infer E)[]
  ? readonly AnswerOf<E>[]
  : T extends Date
    ? T | string
    : T extends object
      ? { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: AnswerOf<T[K]> }
      : T;

interface ViewField {
  readonly name: string;
  /** The class (or union) a nested object or each list element is written through. */
  readonly choice: ClassChoice | undefined;
  readonly list: boolean;
}

const views = new WeakMap<Function, readonly ViewField[]>();

function viewOf(cls: RequestClass): readonly ViewField[] {
  let view = views.get(cls);
  if (view === undefined) {
    view = shapeOf(cls)
      .fields.filter((field) => !field.exclude)
      .map((field) => ({
        name: field.name,
        choice: field.nested ?? field.items,
        list: field.items !== undefined,
      }));
    views.set(cls, view);
  }
  return view;
}

/**
 * `value` as `cls` describes it: a new plain object holding the view's fields that `value`
 * has as own properties (`undefined` ones left out, as `JSON.stringify` would). A value that is
 * no object is returned as it is: the view describes objects.
 *
 * @example
 * answerAs(UserView, { id: 7, email: 'a@b.co', passwordHash: '…' }); // { id: 7, email: 'a@b.co' }
 */
export function answerAs(cls: RequestClass, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of viewOf(cls)) {
    if (!Object.hasOwn(source, field.name)) continue;
    const item = source[field.name];
    if (item === undefined) continue;
    defineOwn(
      out,
      field.name,
      field.choice === undefined ? item : nestedAnswer(field.choice, field.list, item),
    );
  }
  return out;
}

/** Each element of a list answered as `cls`; anything but a list is returned as it is. */
export function answerListAs(cls: RequestClass, value: unknown): unknown {
  return Array.isArray(value) ? value.map((item) => answerAs(cls, item)) : value;
}

/** A `@Nested` value (or each `@Items` element, `list`) answered by its class or union branch. */
export function nestedAnswer(choice: ClassChoice, list: boolean, value: unknown): unknown {
  if (!list) return answerByChoice(choice, value);
  return Array.isArray(value) ? value.map((item) => answerByChoice(choice, item)) : value;
}

/** A union answers by the branch its tag names; an object whose tag names none keeps only its tag. */
function answerByChoice(choice: ClassChoice, value: unknown): unknown {
  if (choice.kind === 'class') return answerAs(choice.cls, value);
  if (typeof value !== 'object' || value === null) return value;
  const tag = Object.hasOwn(value, choice.tag) ? (value as Record<string, unknown>)[choice.tag] : undefined;
  const branch = typeof tag === 'string' ? choice.branches.get(tag) : undefined;
  const answer = (branch === undefined ? {} : answerAs(branch, value)) as Record<string, unknown>;
  if (tag !== undefined && !Object.hasOwn(answer, choice.tag)) defineOwn(answer, choice.tag, tag);
  return answer;
}
