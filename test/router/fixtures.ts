// Controllers and middleware shared by the router tests.
import type { Next } from '../../src/index.js';

export class UserController {
  index(): string {
    return 'index';
  }
  show(): string {
    return 'show';
  }
}

export class Auth {
  handle(_ctx: unknown, next: Next): unknown {
    return next();
  }
}
export class Json {
  handle(_ctx: unknown, next: Next): unknown {
    return next();
  }
}
export class Deprecated {
  handle(_ctx: unknown, next: Next): unknown {
    return next();
  }
}
export class Audit {
  handle(_ctx: unknown, next: Next): unknown {
    return next();
  }
}
export const timing = (_ctx: unknown, next: Next): unknown => next();

/** Plain-object copy of match params, for deepEqual against literals. */
export function plain(params: Record<string, string> | undefined): Record<string, string> | undefined {
  return params === undefined ? undefined : { ...params };
}
