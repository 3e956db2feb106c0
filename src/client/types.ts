// The types of `intake/client`. An API is a plain interface that `intake client` writes from
// the route table (docs/client.md): per operation its input and, per status, the body of each
// declared answer. Everything here is a lookup in that interface or one mapped union over a
// route's own statuses, never a walk over the whole API, so type-checking stays flat as the
// route table grows.

/** What one operation of a generated API says. */
export interface OperationTypes {
  readonly method: string;
  readonly path: string;
  /** `{ params?, query?, body? }`: what goes on the wire, before the server's casts. */
  readonly input: object;
  /**
   * A call's arguments, `[input: …]` or `[input?: …]` when nothing in the input is required,
   * written out by the generator so that a call costs the checker one lookup, not a
   * conditional type evaluated against every operation while the name is being inferred.
   */
  readonly args: readonly unknown[];
  /** The declared success answers: status → body (`undefined` for none). */
  readonly data: object;
  /** Every error answer the route may give: status → body in the kernel's error format. */
  readonly errors: object;
  /**
   * The headers statuses declare (`responds(201, View, { headers })`): status → name → value,
   * each optional (a browser reads across origins only the headers the server exposes).
   */
  readonly headers?: object;
}

/**
 * The runtime half of a generated API: operation → [method, path template, declared statuses].
 * Calls by `METHOD /path` find their operation here by its method and template.
 */
export type OperationTable = Readonly<
  Record<
    string,
    readonly [
      method: string,
      path: string,
      statuses: readonly number[],
      /** Per status, the lower-case names of the headers it declares. */
      headers?: Readonly<Record<number, readonly string[]>>,
    ]
  >
>;

/** Why a call ended without one of the route's declared answers. */
export type UnexpectedCode =
  /** The server answered a status the route does not declare. */
  | 'undeclaredStatus'
  /** The answer says JSON (or the status declares a body) and its text is not JSON. */
  | 'notJson'
  /** The body ended before its `Content-Length`, or reading it failed. */
  | 'truncatedBody'
  /** `fetch` rejected: no answer arrived. */
  | 'networkFailure'
  /** The call's `signal` aborted it. */
  | 'aborted'
  /** A path parameter is missing, empty, `.`/`..`, or has no UTF-8 form: nothing was sent. */
  | 'invalidParameter';

/** The error of an unexpected result: a stable code, a sentence, and what was received. */
export interface UnexpectedAnswer {
  readonly code: UnexpectedCode;
  readonly message: string;
  /** The HTTP status, when an answer arrived. */
  readonly status?: number;
  /** The body as text, when it could be read. */
  readonly text?: string;
  /** What `fetch` or the body reader threw. */
  readonly cause?: unknown;
}

/** A call that ended outside the route's declarations; `response` is the raw answer, if any. */
export interface UnexpectedResult {
  readonly status: 'unexpected';
  readonly data: undefined;
  readonly error: UnexpectedAnswer;
  readonly headers: undefined;
  readonly response: Response | undefined;
}

/** The headers status `Status` of `Op` declares, read from the answer (`{}` when it declares none). */
export type HeadersOf<Op extends OperationTypes, Status> = Op extends { readonly headers: infer Declared }
  ? Status extends keyof Declared
    ? Declared[Status]
    : {}
  : {};

/** A declared success answer, one member per status. */
export type SuccessResult<Op extends OperationTypes> = {
  [Status in keyof Op['data']]: {
    readonly status: Status;
    readonly data: Op['data'][Status];
    readonly error: undefined;
    readonly headers: HeadersOf<Op, Status>;
    readonly response: Response;
  };
}[keyof Op['data']];

/** A declared or kernel error answer, one member per status. */
export type ErrorResult<Op extends OperationTypes> = {
  [Status in keyof Op['errors']]: {
    readonly status: Status;
    readonly data: undefined;
    readonly error: Op['errors'][Status];
    readonly headers: HeadersOf<Op, Status>;
    readonly response: Response;
  };
}[keyof Op['errors']];

/** What a call returns: narrow it on `status`. */
export type CallResult<Op extends OperationTypes> = SuccessResult<Op> | ErrorResult<Op> | UnexpectedResult;

/** Headers as `fetch` takes them. */
export type HeaderValues = Record<string, string> | [string, string][] | Headers;

/** What every call may add to its input. */
export interface CallOptions {
  /** Merged over the client's headers. */
  readonly headers?: HeaderValues;
  /** Aborts the call; the result is `unexpected` with the code `aborted`. */
  readonly signal?: AbortSignal;
}

/** A call's argument: required when the operation needs path parameters, a query or a body. */
export type CallArguments<Op extends OperationTypes> = Op['args'];

/** What `createClient` takes as `Api`: operation → its types (what `intake client` writes). */
export type ApiTypes<Api> = { readonly [Name in keyof Api]: OperationTypes };

/** `url()`'s argument: the path parameters and query of an operation. */
export type UrlArguments<Op extends OperationTypes> =
  {} extends Omit<Op['input'], 'body'>
    ? [input?: Omit<Op['input'], 'body'>]
    : [input: Omit<Op['input'], 'body'>];

export interface ClientOptions {
  /** Where the API is served, e.g. `https://api.example.com` or `/` in a page of the same origin. */
  readonly baseUrl: string;
  /** Sent with every call; a function is asked on each call (a token that changes). */
  readonly headers?: HeaderValues | (() => HeaderValues | Promise<HeaderValues>);
  /** Default: the global `fetch`. */
  readonly fetch?: (input: Request) => Promise<Response>;
  /** Throw a `ClientError` instead of returning an error or unexpected result. */
  readonly throwOnError?: boolean;
}
