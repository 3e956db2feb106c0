// `createClient()`: calls the operations of a generated API over the Fetch API. The generated
// module (`intake client`) gives the types and the operation table; this file holds the only
// runtime, with no dependency beyond `fetch`, `Request`, `Response` and `Headers`.
import { type AnyResult, failedFetch, readAnswer, unexpected } from './answer.js';
import { baseWithoutSlash, fillPath, PathError, queryString } from './path.js';
import type {
  ApiTypes,
  CallResult,
  ClientOptions,
  HeaderValues,
  OperationTable,
  SuccessResult,
  UrlArguments,
} from './types.js';

/** A typed client of `Api`: every call returns a result narrowed by `status`. */
export interface Client<Api extends ApiTypes<Api>> {
  /** Calls an operation by its route name, or by `METHOD /path/{template}`. */
  call<Name extends keyof Api & string>(
    name: Name,
    ...input: NoInfer<Api[Name]['args']>
  ): Promise<CallResult<Api[Name]>>;
  /**
   * Every operation as a function, by the same keys: `api.routes['v2.tasks.store']({ … })` does
   * what `api.call('v2.tasks.store', { … })` does. Through `call`, the checker types the input's
   * literal against every operation while it infers the name (`NoInfer` keeps it from inferring
   * from the input, not from reading it); through `routes` a call is one property lookup, which
   * keeps a file of many calls fast on a big API (docs/client.md).
   */
  readonly routes: {
    readonly [Name in keyof Api]: (...input: Api[Name]['args']) => Promise<CallResult<Api[Name]>>;
  };
  /** The operation's URL (base URL, path, query), encoded as calls encode it. Throws `ClientError` on a bad parameter. */
  url<Name extends keyof Api & string>(name: Name, ...input: NoInfer<UrlArguments<Api[Name]>>): string;
  /** The same without the base URL: `/api/v2/projects/7/tasks?limit=5`, for links within the app. */
  path<Name extends keyof Api & string>(name: Name, ...input: NoInfer<UrlArguments<Api[Name]>>): string;
}

/** A client whose calls throw `ClientError` on anything but a declared success. */
export interface ThrowingClient<Api extends ApiTypes<Api>> {
  call<Name extends keyof Api & string>(
    name: Name,
    ...input: NoInfer<Api[Name]['args']>
  ): Promise<SuccessResult<Api[Name]>>;
  readonly routes: {
    readonly [Name in keyof Api]: (...input: Api[Name]['args']) => Promise<SuccessResult<Api[Name]>>;
  };
  url<Name extends keyof Api & string>(name: Name, ...input: NoInfer<UrlArguments<Api[Name]>>): string;
  /** The same without the base URL: `/api/v2/projects/7/tasks?limit=5`, for links within the app. */
  path<Name extends keyof Api & string>(name: Name, ...input: NoInfer<UrlArguments<Api[Name]>>): string;
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
  const byRoute = new Map<string, OperationTable[string]>();
  for (const entry of Object.values(operations)) byRoute.set(`${entry[0]} ${entry[1]}`, entry);
  const find = (name: string) => (Object.hasOwn(operations, name) ? operations[name] : byRoute.get(name));

  const base = baseWithoutSlash(options.baseUrl);
  const urlOf = (name: string, input: Input | undefined, withBase = true): string | PathError => {
    const operation = find(name);
    if (operation === undefined) return new PathError(`no operation is named "${name}"`);
    const path = fillPath(operation[1], input?.params);
    if (path instanceof PathError) return path;
    try {
      return (withBase ? base + path : path) + queryString(input?.query);
    } catch {
      return new PathError('a query value has a lone UTF-16 surrogate, which no URL can carry');
    }
  };

  // Fixed headers are read once; a function is asked on each call (a token that changes).
  const clientHeaders = typeof options.headers === 'function' ? undefined : headerRecord(options.headers);

  const send = async (name: string, input: Input | undefined): Promise<AnyResult> => {
    const url = urlOf(name, input);
    if (url instanceof PathError) return unexpected('invalidParameter', url.message, undefined);
    const [method, , statuses, declaredHeaders] = find(name)!;
    // A plain record, lower-cased once: `Request` copies it into its own `Headers`, so a
    // `Headers` built here would be built twice per call.
    const headers: Record<string, string> = {
      ...(clientHeaders ??
        headerRecord(await (options.headers as () => HeaderValues | Promise<HeaderValues>)())),
    };
    if (input?.headers !== undefined) addHeaders(headers, input.headers);
    headers.accept ??= 'application/json, application/problem+json';
    let body: BodyInit | undefined;
    if (input?.body instanceof FormData) body = input.body;
    else if (input?.body !== undefined) {
      body = JSON.stringify(input.body);
      headers['content-type'] ??= 'application/json';
    }
    let response: Response;
    try {
      const target = ABSOLUTE.test(url) ? url : new URL(url, baseOf());
      // A `signal` key, even `undefined`, makes undici's `Request` follow a signal of its own.
      // undici reads a record's `__proto__` key as the prototype: such headers go as pairs.
      const init: RequestInit = {
        method,
        headers: Object.hasOwn(headers, '__proto__') ? Object.entries(headers) : headers,
        body,
      };
      if (input?.signal !== undefined) init.signal = input.signal;
      const request = new Request(target, init);
      response = await (options.fetch ?? fetch)(request);
    } catch (cause) {
      return failedFetch(cause, input?.signal);
    }
    // Awaited here: returning the promise would cost the caller extra microtask turns to adopt it.
    return await readAnswer(response, statuses, input?.signal, declaredHeaders);
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
  // Functions are made on first use: a client of thousands of operations builds none up front.
  const made = new Map<string, (input?: Input) => Promise<AnyResult>>();
  const routes = new Proxy(
    {},
    {
      get: (_, name) => {
        if (typeof name !== 'string' || find(name) === undefined) return undefined;
        let bound = made.get(name);
        if (bound === undefined) made.set(name, (bound = (input?: Input) => call(name, input)));
        return bound;
      },
    },
  );
  return {
    call,
    routes,
    url: (name: string, input?: Input) => checked(name, urlOf(name, input)),
    path: (name: string, input?: Input) => checked(name, urlOf(name, input, false)),
  } as unknown as Client<Api>;

  function checked(name: string, url: string | PathError): string {
    if (url instanceof PathError) {
      throw new ClientError(
        `${name}: ${url.message}`,
        unexpected('invalidParameter', url.message, undefined),
      );
    }
    return url;
  }
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** Headers in any form `fetch` takes, as a record with lower-case names (`Headers` checks them). */
function headerRecord(values: HeaderValues | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  if (values !== undefined) addHeaders(record, values);
  return record;
}

/** Adds `values` to a plain record (fast to copy per call); `__proto__` is defined, not assigned. */
function addHeaders(record: Record<string, string>, values: HeaderValues): void {
  for (const [key, value] of new Headers(values)) {
    if (key === '__proto__') Object.defineProperty(record, key, { value, enumerable: true, writable: true });
    else record[key] = value;
  }
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
