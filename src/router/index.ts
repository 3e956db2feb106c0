// Route groups and the route matcher (ARCHITECTURE.md "Router rules", docs/router.md).
export { RouteCollector } from './collector.js';
export type {
  ErrorDeclaration,
  GroupDeclaration,
  HeaderDeclaration,
  HeaderSpec,
  ResponseDeclaration,
  ResponseOptions,
  RouteDeclaration,
} from './declaration.js';
export {
  RouteDefinitionError,
  type RouteDefinitionErrorCode,
  RouteMatchError,
  type RouteMatchErrorCode,
  UrlGenerationError,
  type UrlGenerationErrorCode,
} from './errors.js';
export { type PathForm, type PathFormParameter, pathFormsOf } from './path-forms.js';
export type { PathParams, UrlParamsFor } from './path-params.js';
export { Route, type RouteMatch } from './route.js';
export type { RouteName, RouteNames, UrlArgumentsOf } from './route-names.js';
export { describeRoutes, formatRouteTable, type RouteDescription } from './route-table.js';
export type {
  ControllerAction,
  HandlerArgument,
  HandlerFunction,
  HttpMethod,
  MethodName,
  Middleware,
  MiddlewareClass,
  MiddlewareFunction,
  MiddlewareInstance,
  Next,
  RouteHandler,
  RouteParams,
  RouterOptions,
} from './types.js';
export type { UrlParameterValue, UrlQueryValue } from './url.js';
