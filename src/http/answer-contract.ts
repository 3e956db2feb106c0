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
}

/** A status the kernel answers by itself for a route (see `kernelStatuses`). */
export type KernelStatus = 400 | 404 | 413 | 415 | 422 | 500 | 503;

/**
 * The statuses the kernel may answer for a route without the handler saying so: 400 for
 * unreadable input, 404 for a path parameter that names nothing, 413/415 for a body, 422 for
 * input that breaks its class's rules, 500 and 503 always.
 */
export function kernelStatuses(facts: RouteFacts): KernelStatus[] {
  const statuses: KernelStatus[] = [400];
  if (facts.hasPathParameters) statuses.push(404);
  if (facts.readsBody) statuses.push(413, 415);
  if (facts.mapsInput) statuses.push(422);
  statuses.push(500, 503);
  return statuses;
}

/** Whether a route says anything about its answers: only such routes have a contract to check. */
export function declaresAnswers(declaration: RouteDeclaration): boolean {
  return declaration.responses.length > 0 || declaration.errors.length > 0;
}

/** The route facts of a declaration and its path's parameters. */
export function routeFacts(declaration: RouteDeclaration, parameterCount: number): RouteFacts {
  return {
    hasPathParameters: parameterCount > 0,
    readsBody: declaration.body !== null,
    mapsInput: declaration.body !== null || declaration.query !== null,
  };
}
