// `intake/client`: a typed client of an intake API over the Fetch API, with no runtime
// dependency (docs/client.md). Its types come from the module `intake client` writes.
export { type Client, ClientError, createClient, type ThrowingClient } from './create-client.js';
export type { PathValue } from './path.js';
export type {
  AnswerHeaders,
  ApiTypes,
  CallArguments,
  CallOptions,
  CallResult,
  ClientOptions,
  ErrorResult,
  HeadersOf,
  HeaderValues,
  OperationTable,
  OperationTypes,
  SuccessResult,
  UnexpectedAnswer,
  UnexpectedCode,
  UnexpectedResult,
  UrlArguments,
} from './types.js';
