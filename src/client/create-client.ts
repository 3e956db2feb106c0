// `createClient()`: calls the operations of a generated API over the Fetch API. The generated
// module (`intake client`) gives the types and the operation table; this file holds the only
// runtime, with no dependency beyond `fetch`, `Request`, `Response` and `Headers`.

import type { NotInferred } from '../shared/not-inferred.js';
import { type AnyResult, answerOf, failedCall, unexpected } from './answer.js';
import { fillPath, LONE_SURROGATE, type PathError, queryString, splitTemplate } from './path.js';
import type {
  ApiTypes,
  CallResult,
  ClientOptions,
  HeaderValues,
  OperationTable,
  OperationTypes,
  SuccessResult,
  UrlArguments,
} from './types.js';

/** A typed client of `Api`: every call returns a result narrowed by `status`. */
export interface Client<Api extends ApiTypes<Api>> {
  /**
   * Calls an operation by its route name, or by `METHOD /path/{template}`.
   *
   * `Operation` is never written by callers: as a defaulted parameter, it makes the checker
   * settle `Name` from the first argument alone and only then read the input against that one
   * operation, instead of against the union of every operation's input (which grows with the
   * route table). `NotInferred` keeps the input from proposing an `Operation` of its own.
   */
  call<Name extends keyof Api & string, Operation extends OperationTypes = Api[Name]>(
    name: Name,
    ...input: NotInferred<Operation['args']>
  ): Promise<CallResult<Operation>>;
  /**
   * Every operation as a function, by the same keys: `api.routes['v2.tasks.store']({ … })` does
   * what `api.call('v2.tasks.store', { … })` does, at the same type-checking cost.
   */
  readonly routes: {
    readonly [Name in keyof Api]: (...input: Api[Name]['args']) => Promise<CallResult<Api[Name]>>;
  };
  /** The operation's URL (base URL, path, query), encoded as calls encode it. Throws `ClientError` on a bad parameter. */
  url<Name extends keyof Api & string, Operation extends OperationTypes = Api[Name]>(
    name: Name,
    ...input: NotInferred<UrlArguments<Operation>>
  ): string;
  /** The same without the base URL: `/api/v2/projects/7/tasks?limit=5`, for links within the app. */
  path<Name extends keyof Api & string, Operation extends OperationTypes = Api[Name]>(
    name: Name,
    ...input: NotInferred<UrlArguments<Operation>>
  ): string;
}

/** A client whose calls throw `ClientError` on anything but a declared success. */
export interface ThrowingClient<Api extends ApiTypes<Api>> {
  call<Name extends keyof Api & string, Operation extends OperationTypes = Api[Name]>(
    name: Name,
    ...input: NotInferred<Operation['args']>
  ): Promise<SuccessResult<Operation>>;
  readonly routes: {
    readonly [Name in keyof Api]: (...input: Api[Name]['args']) => Promise<SuccessResult<Api[Name]>>;
  };
  url<Name extends keyof Api & string, Operation extends OperationTypes = Api[Name]>(
    name: Name,
    ...input: NotInferred<UrlArguments<Operation>>
  ): string;
  /** The same without the base URL: `/api/v2/projects/7/tasks?limit=5`, for links within the app. */
  path<Name extends keyof Api & string, Operation extends OperationTypes = Api[Name]>(
    name: Name,
    ...input: NotInferred<UrlArguments<Operation>>
  ): string;
}

/** What a call with `throwOnError` throws, and `url()` for a bad parameter; `result` is what the call returned otherwise. */
export class ClientError extends Error {
  readonly result: AnyResult;

  constructor(message: string, result: AnyResult) {
    super(message);
    this.name = 'ClientError';
    this.result = result;
  }
}

interface Input {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: HeaderValues;
  signal?: AbortSignal;
}

/**
 * A client of a generated API.
 *
 * @example
 * import { createClient } from 'intake/client';
 * import { type Api, operations } from './api.js';
 *
 * const api = createClient<Api>(operations, { baseUrl: 'https://tasks.example', headers: { authorization: 'Bearer …' } });
 * const result = await api.call('v2.tasks.store', { params: { projectId: 7 }, body: { title: 'Write docs' } });
 * if (result.status === 201) console.log(result.data.id);
 * else if (result.status === 409) console.log(result.error.code); // 'taskTitleTaken'
 */
export function createClient<Api extends ApiTypes<Api>>(
  operations: OperationTable,
  options: ClientOptions & { readonly throwOnError: true },
): ThrowingClient<Api>;
export function createClient<Api extends ApiTypes<Api>>(
  operations: OperationTable,
  options: ClientOptions,
): Client<Api>;
export function createClient<Api extends ApiTypes<Api>>(
  operations: OperationTable,
  options: ClientOptions,
): Client<Api> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const absoluteBase = /^[a-z][a-z0-9+.-]*:/i.test(base);
  // Fixed client headers are merged once, for calls without and with a JSON body; `Request`
  // copies a `Headers` as cheaply as a record, and keeps any name a record would not (`__proto__`).
  const given = options.headers;
  const fixed =
    typeof given === 'function'
      ? undefined
      : [headersOf(given, undefined, false), headersOf(given, undefined, true)];
  // An operation is planned on its first call (its template split, once), so a client of
  // thousands of operations does no work up front and a call fills the path without a regex.
  const plans = new Map<string, Plan>();
  let byRoute: Map<string, OperationTable[string]> | undefined;
  const planOf = (name: string): Plan | undefined => {
    let plan = plans.get(name);
    if (plan === undefined) {
      byRoute ??= new Map(Object.values(operations).map((entry) => [`${entry[0]} ${entry[1]}`, entry]));
      const entry = Object.hasOwn(operations, name) ? operations[name] : byRoute.get(name);
      if (entry === undefined) return undefined;
      plans.set(name, (plan = [entry[0], splitTemplate(entry[1]), entry[2], (input) => call(name, input)]));
    }
    return plan;
  };

  const urlOf = (
    plan: Plan | undefined,
    name: string,
    input: Input | undefined,
    prefix = base,
  ): string | PathError => {
    if (plan === undefined) return { message: `no operation is named "${name}"` };
    const path = fillPath(plan[1], input?.params);
    if (typeof path !== 'string') return path;
    try {
      return prefix + path + queryString(input?.query);
    } catch {
      return { message: `a query value ${LONE_SURROGATE}` };
    }
  };

  const send = async (name: string, input: Input | undefined): Promise<AnyResult> => {
    const plan = planOf(name);
    const url = urlOf(plan, name, input);
    if (typeof url !== 'string') return unexpected('invalidParameter', url.message);
    const body = input?.body;
    const json = body !== undefined && !(body instanceof FormData);
    const headers =
      fixed !== undefined && input?.headers === undefined
        ? fixed[+json]
        : headersOf(typeof given === 'function' ? await given() : given, input?.headers, json);
    let response: Response;
    let text: string;
    try {
      const init: RequestInit = {
        method: plan![0],
        headers: headers!,
        body: json ? JSON.stringify(body) : (body as FormData | undefined),
      };
      // A `signal` key, even `undefined`, makes undici's `Request` follow a signal of its own.
      if (input?.signal !== undefined) init.signal = input.signal;
      const request = new Request(absoluteBase ? url : new URL(url, baseOf()), init);
      response = await (options.fetch ?? fetch)(request);
    } catch (cause) {
      return failedCall(cause, input?.signal);
    }
    // The body is read here, not in a helper of its own, so a call is one async function.
    try {
      text = await response.text();
    } catch (cause) {
      return failedCall(cause, input?.signal, response);
    }
    return answerOf(response, text, plan![2]);
  };

  // Without throwOnError a call is `send` itself: no promise layer of its own.
  const call =
    options.throwOnError === true
      ? async (name: string, input?: Input) => {
          const result = await send(name, input);
          if (result.status === 'unexpected' || result.status >= 400) {
            throw new ClientError(describe(name, result), result);
          }
          return result;
        }
      : send;
  const routes = new Proxy(
    {},
    { get: (_, name) => (typeof name === 'string' ? planOf(name)?.[3] : undefined) },
  );
  const built = (name: string, input: Input | undefined, prefix?: string): string => {
    const url = urlOf(planOf(name), name, input, prefix);
    if (typeof url === 'string') return url;
    throw new ClientError(`${name}: ${url.message}`, unexpected('invalidParameter', url.message));
  };
  return {
    call,
    routes,
    url: (name: string, input?: Input) => built(name, input),
    path: (name: string, input?: Input) => built(name, input, ''),
  } as unknown as Client<Api>;
}

/** An operation as a call uses it: method, template split by `splitTemplate`, declared statuses, the bound call. */
type Plan = [
  method: string,
  parts: readonly string[],
  statuses: readonly number[],
  bound: (input?: Input) => Promise<AnyResult>,
];

/** The client's headers, then the call's over them, with `accept` and a JSON body's type unless given. */
function headersOf(client: HeaderValues | undefined, call: HeaderValues | undefined, json: boolean): Headers {
  const headers = new Headers(client);
  if (call !== undefined) for (const [key, value] of new Headers(call)) headers.set(key, value);
  if (!headers.has('accept')) headers.set('accept', 'application/json, application/problem+json');
  if (json && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return headers;
}

/** A relative base URL (`/`) resolves against the page in a browser; elsewhere it needs an origin. */
function baseOf(): string | undefined {
  const location = (globalThis as { location?: { href?: string } }).location;
  return typeof location?.href === 'string' ? location.href : undefined;
}

function describe(name: string, result: AnyResult): string {
  if (result.status === 'unexpected') return `${name}: ${(result.error as { message: string }).message}`;
  const code = (result.error as { code?: unknown } | undefined)?.code;
  return `${name} answered ${result.status}${typeof code === 'string' ? ` (${code})` : ''}`;
}
