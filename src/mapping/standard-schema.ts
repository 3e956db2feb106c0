// Every request class is a Standard Schema v1 and a Standard JSON Schema (DESIGN.md §6b), so
// tools that consume those (Hono's sValidator, tRPC, TanStack Form…) take an intake DTO as is.
// docs/standard-schema.md says how validate maps, which handler it uses and what issues hold.

import { screenParsedBody } from '../input/parsed-body.js';
import { isThenable } from '../shared/thenable.js';
import { messageFor } from '../validator/messages.js';
import { type RequestClass, shapeOf } from './class-shape.js';
import { ConfigurationException } from './configuration-exception.js';
import { errorLocation } from './error-location.js';
import { ValidationException } from './exceptions.js';
import { requestJsonSchema } from './json-schema/standalone.js';
import type { JsonSchemaTarget } from './json-schema/types.js';
import type { RequestObject } from './request-class.js';
import { RequestHandler } from './request-handler.js';
import { mapAnswer } from './sync-mapping.js';
import type { WireInput } from './wire-input.js';

/** One problem found by `validate`: the human message and where in the input it is. */
export interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey>;
}

export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<StandardIssue> };

/**
 * `libraryOptions` of `validate`: the Route and Context bags, which a Standard Schema consumer
 * cannot know about (`@FromRoute`/`@FromContext` fields read them).
 */
export interface StandardValidateOptions {
  readonly libraryOptions?: { route?: Record<string, unknown>; context?: Record<string, unknown> } & Record<
    string,
    unknown
  >;
}

/** The `~standard` properties of a request class (Standard Schema v1 + Standard JSON Schema v1). */
export interface RequestStandardProps<Output> {
  readonly version: 1;
  readonly vendor: 'intake';
  /** `input`: what a client may send (docs/standard-schema.md, "Types"); `output`: the DTO. */
  readonly types?: { readonly input: WireInput<Output>; readonly output: Output } | undefined;
  /** Answers synchronously when the class maps synchronously, else with a promise (docs/standard-schema.md). */
  readonly validate: (
    value: unknown,
    options?: StandardValidateOptions,
  ) => StandardResult<Output> | Promise<StandardResult<Output>>;
  readonly jsonSchema: {
    readonly input: (options: {
      readonly target: JsonSchemaTarget | (string & {});
    }) => Record<string, unknown>;
    readonly output: (options: {
      readonly target: JsonSchemaTarget | (string & {});
    }) => Record<string, unknown>;
  };
}

/** A request class seen as a schema whose output is its own instance type. */
export interface RequestSchema<Output> {
  readonly '~standard': RequestStandardProps<Output>;
}

const handlers = new WeakMap<Function, RequestHandler>();
const props = new WeakMap<Function, RequestStandardProps<RequestObject>>();
let defaultHandler: RequestHandler | undefined;

/** Makes `handler` map `cls` (and its subclasses, unless they have their own) in `validate`. */
export function useHandler(cls: Function, handler: RequestHandler): void {
  if (!(handler instanceof RequestHandler)) throw new TypeError('Request.use() expects a RequestHandler');
  handlers.set(cls, handler);
}

function handlerOf(cls: Function): RequestHandler {
  for (let current: unknown = cls; typeof current === 'function'; current = Object.getPrototypeOf(current)) {
    const found = handlers.get(current);
    if (found !== undefined) return found;
  }
  defaultHandler ??= new RequestHandler();
  return defaultHandler;
}

/** The `~standard` object of `cls`, made once per class. */
export function standardPropsOf(cls: RequestClass): RequestStandardProps<RequestObject> {
  let found = props.get(cls);
  if (found === undefined) {
    found = {
      version: 1,
      vendor: 'intake',
      validate: (value, options) => validateWith(cls, value, options),
      jsonSchema: {
        input: (options) =>
          requestJsonSchema(cls, { target: options?.target as JsonSchemaTarget, io: 'input' }),
        output: (options) =>
          requestJsonSchema(cls, { target: options?.target as JsonSchemaTarget, io: 'output' }),
      },
    };
    props.set(cls, found);
  }
  return found;
}

/**
 * Synchronous when the class maps synchronously (form libraries call `validate` on every
 * keystroke and use a plain result at once), a promise when a hook or rule answers with one.
 */
function validateWith(
  cls: RequestClass,
  value: unknown,
  options: StandardValidateOptions | undefined,
): StandardResult<RequestObject> | Promise<StandardResult<RequestObject>> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {
      issues: [{ message: `Expected an object with the fields of ${shapeOf(cls).className}`, path: [] }],
    };
  }
  const handler = handlerOf(cls);
  const bags = options?.libraryOptions;
  let answer: RequestObject | PromiseLike<RequestObject> | ValidationException;
  try {
    // The consumer parsed the body (Hono, tRPC): hold it to the depth, key-count and
    // prototype-key limits a body read by intake obeys (docs/standard-schema.md).
    screenParsedBody(value);
    answer = handler[mapAnswer](cls, value, {
      route: plainBag(bags?.route),
      context: plainBag(bags?.context),
    });
  } catch (error) {
    return failureResult(cls, error, handler, value);
  }
  if (answer instanceof ValidationException) return failureResult(cls, answer, handler, value);
  if (!isThenable(answer)) return { value: answer };
  return Promise.resolve(answer).then(
    (dto) => ({ value: dto }),
    (error: unknown) => failureResult(cls, error, handler, value),
  );
}

/** Invalid input as issues; a configuration mistake (a bug in the class) and other errors stay throws. */
function failureResult(
  cls: RequestClass,
  error: unknown,
  handler: RequestHandler,
  input: unknown,
): StandardResult<RequestObject> {
  if (error instanceof ValidationException) return { issues: issuesOf(cls, error, handler, input) };
  if (error instanceof ConfigurationException) throw error;
  if (error instanceof Error && (error as { expose?: unknown }).expose === true) {
    return { issues: [{ message: error.message, path: [] }] };
  }
  throw error;
}

function plainBag(bag: unknown): Record<string, unknown> | undefined {
  return bag !== null && typeof bag === 'object' && !Array.isArray(bag)
    ? (bag as Record<string, unknown>)
    : undefined;
}

function issuesOf(
  cls: RequestClass,
  error: ValidationException,
  handler: RequestHandler,
  input: unknown,
): StandardIssue[] {
  const validator = handler.validator;
  const issues: StandardIssue[] = [];
  for (const key of Object.keys(error.errors)) {
    for (const failure of error.errors[key]!) {
      const message =
        typeof validator.message === 'function' ? validator.message(key, failure) : messageFor(key, failure);
      issues.push({ message, path: [...errorLocation(cls, key, input).path] });
    }
  }
  return issues;
}
