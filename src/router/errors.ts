import { HttpError } from '../errors/http-error.js';

/** Why a route (or a group prefix) was refused at registration. */
export type RouteDefinitionErrorCode =
  | 'invalidPath'
  | 'unbalancedBracket'
  | 'unbalancedBrace'
  | 'emptyOptional'
  | 'invalidParameterName'
  | 'duplicateParameter'
  | 'adjacentParameters'
  | 'invalidRegex'
  | 'capturingGroup'
  | 'anchorInRegex'
  | 'unsafeRegex'
  | 'tooManyAlternatives'
  | 'duplicateRoute'
  | 'duplicateName'
  | 'invalidName'
  | 'foreignSyntax'
  | 'invalidDeclaration'
  | 'missingHandler'
  | 'invalidMethod'
  | 'invalidHandler';

/**
 * A route definition the router cannot accept. Thrown by the registering call, before any
 * state changes, with a message that quotes the path and names the fix.
 *
 * @example
 * try { routes.get('/users/{id', show); } catch (e) { (e as RouteDefinitionError).code; } // 'unbalancedBrace'
 */
export class RouteDefinitionError extends Error {
  readonly code: RouteDefinitionErrorCode;
  /** The full path (group prefixes included) being registered. */
  readonly path: string;

  constructor(code: RouteDefinitionErrorCode, path: string, detail: string) {
    super(`Route "${path}": ${detail}`);
    this.name = 'RouteDefinitionError';
    this.code = code;
    this.path = path;
  }
}

export type UrlGenerationErrorCode = 'unknownRoute' | 'missingParameter' | 'invalidParameter';

/**
 * `url(name, params)` could not build a path: the name is unknown, a required parameter is
 * missing, or a value does not fit its parameter's pattern.
 *
 * @example
 * routes.url('nope', {}); // throws UrlGenerationError with code 'unknownRoute'
 */
export class UrlGenerationError extends Error {
  readonly code: UrlGenerationErrorCode;
  readonly routeName: string;

  constructor(code: UrlGenerationErrorCode, routeName: string, detail: string) {
    super(`URL for route "${routeName}": ${detail}`);
    this.name = 'UrlGenerationError';
    this.code = code;
    this.routeName = routeName;
  }
}

export type RouteMatchErrorCode = 'pathTooLong' | 'parameterTooLong' | 'malformedPathEncoding';

/**
 * A request path the matcher refuses: longer than `maxPathLength` (414), a parameter longer
 * than `maxParameterLength` (414), or a parameter with a malformed percent escape (400).
 *
 * @example
 * try { routes.match('GET', '/files/%E0%A4%A'); } catch (e) { (e as RouteMatchError).status; } // 400
 */
export class RouteMatchError extends HttpError {
  declare readonly code: RouteMatchErrorCode;

  constructor(status: 400 | 414, code: RouteMatchErrorCode, message: string) {
    super(status, message, { code });
  }
}
