// The entry point of request mapping: compiles a plan per request class once, then maps each
// call's input through it. Synchronous until a user hook returns a promise; always resolves
// or rejects a promise to its caller.
import type { IncomingMessage } from 'node:http';
import { generatesCode } from '../compiler/code-writer.js';
import {
  defaultInputLimits,
  isFetchRequest,
  isNodeRequest,
  parseQuery,
  type QueryInput,
  readBody,
} from '../input/index.js';
import type { Constructor } from '../shared/constructor.js';
import { deferredRejection } from '../shared/deferred-rejection.js';
import { isThenable } from '../shared/thenable.js';
import { Validator } from '../validator/index.js';
import type { ValidatorInterface } from '../validator/types.js';
import { type RequestClass, shapeOf } from './class-shape.js';
import type { HandleOptions } from './contracts.js';
import { errorLocation } from './error-location.js';
import { InvalidArgumentException, ValidationException } from './exceptions.js';
import { takeBuiltFastPath } from './pipeline/built-fast-path.js';
import { ClassPlan } from './pipeline/class-plan.js';
import { fillPlan, stepsOf } from './pipeline/compile-plan.js';
import {
  completeFastPaths,
  fastPathOf,
  preparedFastPathOf,
  writtenFastPathOf,
} from './pipeline/fast-path.js';
import {
  type CallScope,
  type FastPath,
  NOT_HANDLED,
  type Plan,
  RunState,
  runSteps,
} from './pipeline/run-state.js';
import { singleValuesAsLists } from './query-lists.js';
import type { RequestObject } from './request-class.js';
import { AsyncMappingError, mapAnswer } from './sync-mapping.js';

/**
 * What `handleBody` maps: a Fetch `Request` or Node `IncomingMessage` (its body is read), or
 * an already parsed body of any type — `JSON.parse`'s result, Fastify's `request.body:
 * unknown` — checked at run time: anything but a plain object is a 422.
 */
export type BodyInput = Record<string, unknown> | globalThis.Request | IncomingMessage | unknown;

/** Options of a `RequestHandler`. */
export interface RequestHandlerOptions {
  /**
   * Never generate code with `new Function` (it is skipped anyway where the runtime forbids
   * it): the mapping steps, and the validator the handler creates when none is given, run as
   * closures. Same results, slower. Default: `configure({ jitless })`, else false.
   */
  jitless?: boolean;
}

const noOptions: HandleOptions = Object.freeze({});
const emptyBag: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;
const defaultMaxDepth = defaultInputLimits.maxDepth;
const defaultMaxItems = defaultInputLimits.maxArrayLength;
/** The last class's fast path where it has none: every input goes to the steps. */
const declines: FastPath = () => NOT_HANDLED;

/** The method key of `RequestHandler`'s internal door for intake/inspect. */
export const compileEveryPath: unique symbol = Symbol('intake.compileEveryPath');

/** The method key of `RequestHandler`'s internal door for the kernel's start-up (declared-classes.ts). */
export const prepareForRequests: unique symbol = Symbol('intake.prepareForRequests');

/**
 * Maps input onto request classes: reads each field from its bag, pre-processes, validates,
 * casts and post-processes it, and resolves to the filled DTO or rejects with a
 * `ValidationException` (422) listing every failing field.
 *
 * @example
 * const handler = new RequestHandler();
 * const order = await handler.handleBody(CreateOrder, request, { route: { shopId: '7' }, context: { user } });
 */
export class RequestHandler {
  readonly #validator: ValidatorInterface;
  #plans = new WeakMap<Function, Plan>();
  #lastClass: Function | null = null;
  #lastPlan: Plan | null = null;
  /** The fast path of `#lastClass`, built when the class became the last one (else `declines`). */
  #lastFastPath: FastPath = declines;
  /** Hook instances by class: registered ones, and those made on first use. */
  readonly #instances = new Map<Function, object>();
  readonly #generateCode: boolean;

  /** The validator this handler checks rules with; the HTTP kernel writes its messages with it. */
  get validator(): ValidatorInterface {
    return this.#validator;
  }

  constructor(validator?: ValidatorInterface, options: RequestHandlerOptions = {}) {
    // One meaning of `jitless`: it reaches the validator this handler makes for itself.
    this.#validator = validator ?? new Validator({ jitless: options.jitless });
    this.#generateCode = generatesCode(options.jitless);
  }

  /**
   * Supplies the instance to use wherever a decorator names `cls` (processor, caster, generator):
   * dependency injection without a container.
   *
   * @example
   * handler.register(PriceCaster, new PriceCaster(currencyService));
   */
  register(cls: Constructor, instance: object): this {
    this.#instances.set(cls, instance);
    this.#forgetPlans();
    return this;
  }

  /**
   * Builds the metadata of `cls` (and of its nested classes) and the code its first request
   * would build, now: configuration errors surface at start-up (`ConfigurationException`) and
   * the first request costs no compilation.
   *
   * @example
   * handler.compile(CreateOrder);
   */
  compile(cls: RequestClass): void {
    const plan = this.#planFor(cls);
    if (writtenFastPathOf(plan) === null) stepsOf(plan);
  }

  /**
   * Internal (the kernel's start-up): `compile`, except that a class with a first tier keeps it,
   * and its fast path is written once the process is idle after start-up, one class a turn.
   */
  [prepareForRequests](cls: RequestClass): void {
    const plan = this.#planFor(cls);
    if (preparedFastPathOf(plan) === null) stepsOf(plan);
  }

  /** Internal (intake/inspect): builds every path of `cls`, the fast path and the steps alike. */
  [compileEveryPath](cls: RequestClass): void {
    const plan = this.#planFor(cls);
    completeFastPaths(plan, (nested) => this.#planFor(nested));
    stepsOf(plan);
  }

  /**
   * Maps a body: a parsed object, or a Fetch/Node request whose body is read by its content type.
   *
   * @example
   * const dto = await handler.handleBody(SignUp, await request.json());
   */
  handleBody<T extends RequestObject>(
    cls: new () => T,
    body: BodyInput,
    options: HandleOptions = noOptions,
  ): Promise<T> {
    // Only a request is read; any other value (an array, a string, null from a JSON body) is
    // data, which the pipeline refuses with a 422 unless it is an object.
    if (!isFetchRequest(body) && !isNodeRequest(body)) return this.#handle(cls, body, options);
    return readBody(body, options.limits).then((parsed) => this.#handle(cls, parsed, options));
  }

  /**
   * Maps an already parsed body object.
   *
   * @example
   * const dto = await handler.handleArray(SignUp, { email: 'a@b.co' }, { context: { tenant } });
   */
  handleArray<T extends RequestObject>(
    cls: new () => T,
    data: Record<string, unknown>,
    options: HandleOptions = noOptions,
  ): Promise<T> {
    return this.#handle(cls, data, options);
  }

  /**
   * Maps a query: a plain object, `URLSearchParams`, `URL`, query string, or a Fetch/Node request.
   *
   * @example
   * const search = await handler.handleQuery(Search, '?filter[status]=open&page=2');
   */
  handleQuery<T extends RequestObject>(
    cls: new () => T,
    query: QueryInput,
    options: HandleOptions = noOptions,
  ): Promise<T> {
    let parsed: Record<string, unknown>;
    try {
      parsed = singleValuesAsLists(this.#planFor(cls).shape, parseQuery(query, options.limits));
    } catch (error) {
      return deferredRejection(error);
    }
    return this.#handle(cls, parsed, options, 'query');
  }

  /**
   * Maps an already parsed body object synchronously: returns the DTO or throws the
   * `ValidationException`. For classes whose hooks and rules all answer synchronously; one that
   * answers with a promise throws `AsyncMappingError` naming the class, the field and the hook or rule.
   *
   * @example
   * const dto = handler.handleArraySync(SignUp, { email: 'a@b.co' });
   */
  handleArraySync<T extends RequestObject>(
    cls: new () => T,
    data: Record<string, unknown>,
    options: HandleOptions = noOptions,
  ): T {
    const dto = this.#fastAnswer(cls, data, options);
    return dto !== NOT_HANDLED ? (dto as T) : this.#mapSync(cls, data, options);
  }

  /**
   * `handleBody` for an already parsed body (any value; anything but an object is a 422),
   * synchronously, as `handleArraySync`. A Fetch or Node request, whose body can only be read
   * asynchronously, is an `InvalidArgumentException`.
   *
   * @example
   * const dto = handler.handleBodySync(SignUp, JSON.parse(text));
   */
  handleBodySync<T extends RequestObject>(
    cls: new () => T,
    body: unknown,
    options: HandleOptions = noOptions,
  ): T {
    if (isFetchRequest(body) || isNodeRequest(body)) {
      throw new InvalidArgumentException(
        'handleBodySync maps an already parsed body; a request body is read asynchronously: use handleBody.',
      );
    }
    const dto = this.#fastAnswer(cls, body, options);
    return dto !== NOT_HANDLED ? (dto as T) : this.#mapSync(cls, body, options);
  }

  /**
   * `handleQuery`, synchronously, as `handleArraySync`: a plain object, `URLSearchParams`, `URL`,
   * a query string, or a Fetch/Node request (only its URL is read).
   *
   * @example
   * const search = handler.handleQuerySync(Search, '?page=2');
   */
  handleQuerySync<T extends RequestObject>(
    cls: new () => T,
    query: QueryInput,
    options: HandleOptions = noOptions,
  ): T {
    const parsed = singleValuesAsLists(this.#planFor(cls).shape, parseQuery(query, options.limits));
    const dto = this.#fastAnswer(cls, parsed, options);
    return dto !== NOT_HANDLED ? (dto as T) : this.#mapSync(cls, parsed, options, 'query');
  }

  /**
   * Internal (Standard Schema's `validate`): maps without committing to a promise — the DTO or
   * the `ValidationException` when everything answered synchronously, else a promise of the DTO.
   */
  [mapAnswer](
    cls: RequestClass,
    main: unknown,
    options: HandleOptions,
  ): RequestObject | PromiseLike<RequestObject> | ValidationException {
    const dto = this.#fastAnswer(cls, main, options);
    return dto !== NOT_HANDLED ? (dto as RequestObject) : this.#map(cls, main, options, false);
  }

  #handle<T extends RequestObject>(
    cls: new () => T,
    main: unknown,
    options: HandleOptions,
    input: MainInput = 'body',
  ): Promise<T> {
    let result: RequestObject | PromiseLike<RequestObject> | ValidationException;
    try {
      const dto = this.#fastAnswer(cls, main, options);
      if (dto !== NOT_HANDLED) return Promise.resolve(dto as T);
      result = this.#map(cls, main, options, false, input);
    } catch (error) {
      return deferredRejection(error);
    }
    // Invalid input comes back as a value, not a throw: unwinding costs more than the rest of a 422.
    if (result instanceof ValidationException) return deferredRejection(result);
    // A native promise comes back as it is; a DTO or a foreign thenable is wrapped.
    return Promise.resolve(result) as Promise<T>;
  }

  /** After `#fastAnswer` declined: `#map`, synchronously, which returns the DTO or throws. */
  #mapSync<T extends RequestObject>(
    cls: new () => T,
    main: unknown,
    options: HandleOptions,
    input: MainInput = 'body',
  ): T {
    const result = this.#map(cls, main, options, true, input);
    if (result instanceof ValidationException) throw result;
    // Every step that can answer with a promise throws in a sync-only call; this guards new ones.
    if (isThenable(result)) throw new AsyncMappingError('asyncHook', shapeOf(cls).className, '', 'a step');
    return result as T;
  }

  /**
   * The DTO when the class has a fast path and it maps `main`, else `NOT_HANDLED` (then `#map`
   * says why). The common call — the class of the last call, no options, an object — is one
   * condition and the fast path: the frames and reads before it are what unoptimised code pays
   * per call on a class's first thousands of calls, and what V8 compiles with the caller.
   */
  #fastAnswer(cls: Function, main: unknown, options: HandleOptions): object | typeof NOT_HANDLED {
    if (
      cls === this.#lastClass &&
      options === noOptions &&
      typeof main === 'object' &&
      main !== null &&
      !Array.isArray(main)
    )
      return this.#lastFastPath(
        main as Record<string, unknown>,
        emptyBag,
        emptyBag,
        defaultMaxDepth,
        defaultMaxItems,
        1,
      );
    return this.#fastAnswerWith(cls, main, options);
  }

  /** `#fastAnswer` for another class than the last, or with options. */
  #fastAnswerWith(cls: Function, main: unknown, options: HandleOptions): object | typeof NOT_HANDLED {
    const plan = this.#planFor(cls);
    const fastPath = plan.fastPath ?? fastPathOf(plan);
    if (fastPath === null || typeof main !== 'object' || main === null || Array.isArray(main))
      return NOT_HANDLED;
    const bag = main as Record<string, unknown>;
    const limits = options.limits;
    return fastPath(
      bag,
      options.route ?? emptyBag,
      options.context ?? emptyBag,
      limits?.maxDepth ?? defaultMaxDepth,
      limits?.maxArrayLength ?? defaultMaxItems,
      1,
    );
  }

  /**
   * After `#fastAnswer` declined: the input mapped by the general steps (built when first needed),
   * which say why it is invalid. The DTO, the exception for invalid input, or a promise when a
   * hook went asynchronous; throws configuration and hook errors.
   */
  #map(
    cls: Function,
    main: unknown,
    options: HandleOptions,
    syncOnly: boolean,
    input: MainInput = 'body',
  ): RequestObject | PromiseLike<RequestObject> | ValidationException {
    const plan = this.#planFor(cls);
    if (typeof main !== 'object' || main === null || Array.isArray(main)) {
      return located(new ValidationException({ '*': [{ rule: 'object' }] }), plan, main, input);
    }
    const route = options.route ?? emptyBag;
    const context = options.context ?? emptyBag;
    const maxDepth = options.limits?.maxDepth ?? defaultMaxDepth;
    const maxItems = options.limits?.maxArrayLength ?? defaultMaxItems;
    stepsOf(plan);
    const result = mapWithSteps(plan, main as Record<string, unknown>, {
      route,
      context,
      maxDepth,
      maxItems,
      syncOnly,
      signalSource: options,
    });
    if (result instanceof ValidationException) return located(result, plan, main, input);
    if (!isThenable(result)) return result;
    return result.then(undefined, (error: unknown) => {
      throw error instanceof ValidationException ? located(error, plan, main, input) : error;
    });
  }

  #planFor(cls: Function): Plan {
    // Most handlers map one class many times in a row: skip the WeakMap lookup then.
    if (cls === this.#lastClass) return this.#lastPlan!;
    const plan = this.#plans.get(cls);
    // A plan still being filled (a class nesting itself) has neither steps nor their builder yet.
    if (plan !== undefined && (plan.buildSteps !== null || plan.finish.length > 0)) {
      this.#lastClass = cls;
      this.#lastPlan = plan;
      this.#lastFastPath = fastPathOf(plan) ?? declines;
      return plan;
    }
    if (plan !== undefined) return plan;
    const fresh = new ClassPlan(cls);
    const replaced = () => {
      if (this.#lastClass === cls) this.#lastClass = null;
    };
    const fill = () =>
      fillPlan(fresh, {
        validator: this.#validator,
        instances: (hook) => this.#instanceOf(hook),
        planFor: (nested) => this.#planFor(nested),
        generateCode: this.#generateCode,
        fastPathReplaced: replaced,
      });
    // With an ahead-of-time build the class may need neither its shape nor a plan until an input
    // does. Otherwise its shape is read now, so a misdeclared class throws before it is kept.
    const ready = this.#generateCode && takeBuiltFastPath(cls, fresh, this.#validator, fill, replaced);
    if (!ready) void fresh.shape;
    // Kept before filling, so a class that nests itself finds its own (filling) plan.
    this.#plans.set(cls, fresh);
    if (!ready) {
      try {
        fill();
      } catch (error) {
        // Plans filled during this attempt may point at the broken one: start over next time.
        this.#forgetPlans();
        throw error;
      }
    }
    return fresh;
  }

  #forgetPlans(): void {
    this.#plans = new WeakMap();
    this.#lastClass = null;
    this.#lastPlan = null;
    this.#lastFastPath = declines;
  }

  #instanceOf(cls: Function): object {
    let instance = this.#instances.get(cls);
    if (instance === undefined) {
      instance = new (cls as new () => object)();
      this.#instances.set(cls, instance);
    }
    return instance;
  }
}

/** Whether the main input was a body or a query: it decides how an error's location is written. */
type MainInput = 'body' | 'query';

/** The exception, told where its keys point in `main` (`ValidationException.locationOf`). */
function located(
  exception: ValidationException,
  plan: Plan,
  main: unknown,
  input: MainInput,
): ValidationException {
  ValidationException.locateWith(exception, (key) => errorLocation(plan.shape.cls, key, main), input);
  return exception;
}

/** The general steps: the DTO, a promise of it (a hook went asynchronous), or the exception for invalid input. */
function mapWithSteps(
  plan: Plan,
  main: Record<string, unknown>,
  bags: CallScope,
): RequestObject | PromiseLike<RequestObject> | ValidationException {
  const state = RunState.forCall(plan, main, bags);
  const pending = runSteps(plan.collect, state, 0);
  if (pending === undefined) return conclude(state);
  return pending.then(() => thrown(conclude(state)));
}

/** The collected errors as an exception, or the DTO once the whole tree is post-processed and assigned. */
function conclude(state: RunState): RequestObject | PromiseLike<RequestObject> | ValidationException {
  if (state.errors !== null) return new ValidationException(state.errors);
  const pending = runSteps(state.plan.finish, state, 0);
  return pending === undefined ? state.dto : pending.then(() => state.dto);
}

/** Inside a promise chain an exception is thrown, which rejects the chain's promise. */
function thrown(
  result: RequestObject | PromiseLike<RequestObject> | ValidationException,
): RequestObject | PromiseLike<RequestObject> {
  if (result instanceof ValidationException) throw result;
  return result;
}
