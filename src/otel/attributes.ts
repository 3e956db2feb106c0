// OpenTelemetry's stable HTTP server conventions, as intake fills them in.
import type { Attributes } from '@opentelemetry/api';
import type { HttpContext } from '../http/context.js';

const KNOWN_METHODS = new Set([
  'CONNECT',
  'DELETE',
  'GET',
  'HEAD',
  'OPTIONS',
  'PATCH',
  'POST',
  'PUT',
  'TRACE',
  'QUERY',
]);

/** `http.request.method`: a known method as is, anything else `_OTHER` (the original kept beside it). */
export function methodAttributes(method: string): Attributes {
  return KNOWN_METHODS.has(method)
    ? { 'http.request.method': method }
    : { 'http.request.method': '_OTHER', 'http.request.method_original': method };
}

/** `url.scheme` of a request on either door. */
export function schemeOf(ctx: HttpContext<object, unknown, unknown>): string {
  if (ctx.req !== undefined)
    return (ctx.req.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http';
  return ctx.request.url.startsWith('https:') ? 'https' : 'http';
}

/**
 * `error.type` of a failed request: the class name of the error the answer was made from, else
 * the status code as text (the conventions' fallback for a 5xx without an exception).
 */
export function errorTypeOf(error: unknown, status: number): string {
  if (error instanceof Error) return error.constructor.name || error.name;
  return status === 0 ? '_OTHER' : String(status);
}

/** The HTTP status an error stands for: its own `status` when it has one, else 500. */
export function statusOfError(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 500;
}
