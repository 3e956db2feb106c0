// The example's middleware: one of each kind the kernel supports.
import { randomUUID } from 'node:crypto';
import { documentMiddleware, type HttpContext, HttpError, type HttpNext } from 'intake';

/**
 * Shared by every /api route (outer group): takes the client's `X-Request-Id` or makes one,
 * puts it in the Context bag and echoes it on the response — errors included.
 */
export function requestId(ctx: HttpContext, next: HttpNext): unknown {
  const id = ctx.header('x-request-id') ?? randomUUID();
  ctx.state.requestId = id;
  ctx.setHeader('x-request-id', id);
  return next();
}

/**
 * Bearer-token authentication: resolves the token to a user id and stores it in the Context
 * bag, where DTOs read it with `@FromContext('userId')`. A class, so the kernel's resolver
 * creates it once (it could receive a real token service the same way).
 */
export class Authenticate {
  readonly #users: ReadonlyMap<string, string>;

  constructor(users: ReadonlyMap<string, string> = demoTokens) {
    this.#users = users;
  }

  handle(ctx: HttpContext, next: HttpNext): unknown {
    const header = ctx.header('authorization') ?? '';
    const userId = header.startsWith('Bearer ') ? this.#users.get(header.slice(7).trim()) : undefined;
    if (userId === undefined) {
      ctx.setHeader('www-authenticate', 'Bearer realm="tasks"');
      throw new HttpError(401, 'Send a valid token: Authorization: Bearer <token>', {
        code: 'unauthenticated',
      });
    }
    ctx.state.userId = userId;
    return next();
  }
}

// Every route behind Authenticate needs a bearer token: the OpenAPI document says so.
documentMiddleware(Authenticate, {
  securitySchemes: {
    bearer: { type: 'http', scheme: 'bearer', description: 'A demo token: alice-token or bob-token' },
  },
  security: [{ bearer: [] }],
  responses: {
    401: {
      description: 'Missing or unknown bearer token',
      headers: { 'WWW-Authenticate': 'The scheme to authenticate with: `Bearer realm="tasks"`' },
    },
  },
});

// Every /api answer, errors included, echoes the request id.
documentMiddleware(requestId, {
  headers: { 'X-Request-Id': "The client's X-Request-Id, or one made for this request" },
});

/** The demo's two users and their tokens. */
export const demoTokens: ReadonlyMap<string, string> = new Map([
  ['alice-token', 'alice'],
  ['bob-token', 'bob'],
]);

/**
 * The v2 task routes' `{projectId}`, as a number in the Context bag: lookups receive that bag
 * (not the route parameters), and `exists:projectTasks` (lookups.ts) searches this project only.
 */
export function projectScope(ctx: HttpContext, next: HttpNext): unknown {
  ctx.state.projectId = Number(ctx.params.projectId);
  return next();
}

/** API v1 is deprecated (RFC 9745 `Deprecation`, RFC 8594 `Sunset`), pointing to its successor. */
export async function deprecatedV1(ctx: HttpContext, next: HttpNext): Promise<unknown> {
  try {
    return await next();
  } finally {
    // After the handler, so the headers go out with its answer and with its errors alike.
    ctx.setHeader('deprecation', '@1767225600'); // 2026-01-01T00:00:00Z
    ctx.setHeader('sunset', 'Wed, 30 Jun 2027 23:59:59 GMT');
    ctx.setHeader('link', '</api/v2>; rel="successor-version"');
  }
}

documentMiddleware(deprecatedV1, {
  headers: {
    Deprecation: 'When API v1 was deprecated, as `@` and Unix seconds (RFC 9745)',
    Sunset: 'When API v1 stops answering, an HTTP date (RFC 8594)',
    Link: 'The successor version: `</api/v2>; rel="successor-version"`',
  },
});
