// What a route may answer, read from what it declares: the one definition that API documents
// and the answer check (`checkAnswers`) both follow, so a checked answer is a documented one.
import type { RouteDeclaration } from '../router/index.js';

/** The facts about a route that decide which errors the kernel itself may answer for it. */
export interface RouteFacts {
  /** The path has parameters (a value can name nothing: 404). */
  readonly hasPathParameters: boolean;
  /** A body class is declared (413, 415 when it cannot be read). */
  readonly readsBody: boolean;
  /** A body or query class is declared (422 when it breaks its rules). */
  readonly mapsInput: boolean;
  /**
   * A GET route whose success declares an `ETag` or `Last-Modified` header: the kernel holds
   * its answers to the request's preconditions (304, 412; RFC 9110 §13).
   */
  readonly answersConditionally?: boolean;
  /** A PUT, PATCH or DELETE route of a kernel that requires preconditions (428). */
  readonly requiresPrecondition?: boolean;
}

/** A status the kernel answers by itself for a route (see `kernelStatuses`). */
export type KernelStatus = 304 | 400 | 404 | 412 | 413 | 415 | 422 | 428 | 500 | 503;

/**
 * The statuses the kernel may answer for a route without the handler saying so: 304 and 412
 * for a GET whose answer carries a validator, 400 for unreadable input, 404 for a path
 * parameter that names nothing, 413/415 for a body, 422 for input that breaks its class's
 * rules, 428 for a change without a precondition where one is required, 500 and 503 always.
 */
export function kernelStatuses(facts: RouteFacts): KernelStatus[] {
  const statuses: KernelStatus[] = [];
  if (facts.answersConditionally === true) statuses.push(304);
  statuses.push(400);
  if (facts.hasPathParameters) statuses.push(404);
  if (facts.answersConditionally === true) statuses.push(412);
  if (facts.readsBody) statuses.push(413, 415);
  if (facts.mapsInput) statuses.push(422);
  if (facts.requiresPrecondition === true) statuses.push(428);
  statuses.push(500, 503);
  return statuses;
}

/** Methods whose routes may answer 428 when the kernel requires preconditions. */
const CHANGING_METHODS = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * The conditional-request facts of a route answering `methods` (RFC 9110 §13): whether its
 * GET answers carry a validator the route declares, and whether a change needs a precondition.
 */
export function conditionalFacts(
  declaration: RouteDeclaration,
  methods: readonly string[],
  requirePreconditions: boolean,
): Pick<RouteFacts, 'answersConditionally' | 'requiresPrecondition'> {
  const reads = methods.some((method) => method === 'GET' || method === 'HEAD' || method === '*');
  const validated = declaration.responses.some(
    (response) =>
      response.status >= 200 &&
      response.status < 300 &&
      Object.keys(response.headers).some((name) => name === 'etag' || name === 'last-modified'),
  );
  return {
    answersConditionally: reads && validated,
    requiresPrecondition:
      requirePreconditions && methods.some((method) => CHANGING_METHODS.has(method) || method === '*'),
  };
}

/** Whether a route says anything about its answers: only such routes have a contract to check. */
export function declaresAnswers(declaration: RouteDeclaration): boolean {
  return declaration.responses.length > 0 || declaration.errors.length > 0;
}

/** The route facts of a declaration, its path's parameters and the method asked. */
export function routeFacts(
  declaration: RouteDeclaration,
  parameterCount: number,
  method = 'GET',
  requirePreconditions = false,
): RouteFacts {
  return {
    hasPathParameters: parameterCount > 0,
    readsBody: declaration.body !== null,
    mapsInput: declaration.body !== null || declaration.query !== null,
    ...conditionalFacts(declaration, [method], requirePreconditions),
  };
}
