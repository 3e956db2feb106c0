// `createClient()`: calls the operations of a generated API over the Fetch API. The generated
// module (`intake client`) gives the types and the operation table; this file holds the only
// runtime, with no dependency beyond `fetch`, `Request`, `Response` and `Headers`.

import type { NotInferred } from '../shared/not-inferred.js';
import { type AnyResult, answerOf, failedCall, unexpected } from './answer.js';
import { fillPath, LONE_SURROGATE, queryString, splitTemplate } from './path.js';
import type {
  ApiTypes,
  CallResult,
  ClientOptions,
  HeaderValues,
  OperationTable,
  OperationTypes,
  SuccessResult,
  UnexpectedResult,
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
  declare readonly result: AnyResult;

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
    typeof given === 'function' ? undefined : [false, true].map((json) => headersOf(given, undefined, json));
  // An operation is planned on its first call (its template split, once), so a client of
  // thousands of operations does no work up front and a call fills the path without a regex.
  const plans = new Map<string, Plan>();
  let byRoute: Map<string, OperationTable[string]> | undefined;
  const planOf = (name: string): Plan | undefined => {
    let plan = plans.get(name);
    if (plan === undefined) {
      const entry = Object.hasOwn(operations, name)
        ? operations[name]
        : (byRoute ??= new Map(
            Object.values(operations).map((entry) => [`${entry[0]} ${entry[1]}`, entry]),
          )).get(name);
      if (entry)
        plans.set(name, (plan = [entry[0], splitTemplate(entry[1]), entry[2], (input) => call(name, input)]));
    }
    return plan;
  };

  // The URL of a call, or why there is none; `url()`, `path()` and calls share it.
  const urlOf = (
    plan: Plan | undefined,
    name: string,
    input: Input,
    prefix = base,
  ): string | UnexpectedResult => {
    try {
      if (plan === undefined) throw new TypeError(`no operation is named "${name}"`);
      return prefix + fillPath(plan[1], input.params) + queryString(input.query);
    } catch (error) {
      return unexpected(
        'invalidParameter',
        // Only a query value's lone surrogate reaches here as a `URIError`, from `encodeURIComponent`.
        error instanceof URIError ? `a query value ${LONE_SURROGATE}` : (error as Error).message,
      );
    }
  };

  const send = async (name: string, input: Input = {}): Promise<AnyResult> => {
    const plan = planOf(name);
    const url = urlOf(plan, name, input);
    if (typeof url !== 'string') return url;
    const { body, signal } = input;
    const json = body !== undefined && !(body instanceof FormData);
    let response: Response;
    let text: string;
    try {
      const init: RequestInit = {
        method: plan![0],
        headers:
          fixed && input.headers === undefined
            ? fixed[+json]
            : headersOf(typeof given === 'function' ? await given() : given, input.headers, json),
        body: json ? JSON.stringify(body) : (body as FormData | undefined),
      };
      // A `signal` key, even `undefined`, makes undici's `Request` follow a signal of its own.
      if (signal) init.signal = signal;
      // A relative base URL (`/`) resolves against the page in a browser; elsewhere it needs an origin.
      const request = new Request(
        absoluteBase ? url : new URL(url, (globalThis as { location?: Location }).location?.href),
        init,
      );
      response = await (options.fetch ?? fetch)(request);
    } catch (cause) {
      return failedCall(cause, signal);
    }
    // The body is read here, not in a helper of its own, so a call is one async function.
    try {
      text = await response.text();
    } catch (cause) {
      return failedCall(cause, signal, response);
    }
    return answerOf(response, text, plan![2]);
  };

  // Without throwOnError a call is `send` itself: no promise layer of its own.
  const call =
    options.throwOnError === true
      ? async (name: string, input?: Input) => {
          const result = await send(name, input);
          if (result.status === 'unexpected' || result.status >= 400) throw failure(name, result);
          return result;
        }
      : send;
  const routes = new Proxy(
    {},
    // A symbol key finds no operation, as an unknown name does.
    { get: (_, name) => planOf(name as string)?.[3] },
  );
  const built = (name: string, input: Input = {}, prefix?: string): string => {
    const url = urlOf(planOf(name), name, input, prefix);
    if (typeof url === 'string') return url;
    throw failure(name, url);
  };
  return {
    call,
    routes,
    url: (name: string, input?: Input) => built(name, input),
    path: (name: string, input?: Input) => built(name, input, ''),
  } as unknown as Client<Api>;
}

/** What a call with `throwOnError`, `url()` and `path()` throw: the operation, the status, and why. */
function failure(name: string, result: AnyResult): ClientError {
  const { status, error } = result as { status: unknown; error?: { code?: unknown; message?: string } };
  const code = error?.code;
  return new ClientError(
    status === 'unexpected'
      ? `${name}: ${error!.message}`
      : `${name} answered ${status}${typeof code === 'string' ? ` (${code})` : ''}`,
    result,
  );
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
  new Headers(call).forEach((value, key) => {
    headers.set(key, value);
  });
  if (!headers.has('accept')) headers.set('accept', 'application/json, application/problem+json');
  if (json && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return headers;
}
