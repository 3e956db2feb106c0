// What every server in the HTTP benchmark does, so each does the same work:
// a 50-route table, and two measured routes with the same rules and the same output.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** 48 filler routes around the two measured ones (a typical API's shape: list + show per resource). */
export const fillerResources = [
  'accounts',
  'addresses',
  'articles',
  'audits',
  'baskets',
  'brands',
  'carts',
  'categories',
  'comments',
  'coupons',
  'devices',
  'events',
  'files',
  'groups',
  'invoices',
  'items',
  'labels',
  'messages',
  'notes',
  'orders',
  'pages',
  'payments',
  'plans',
  'products',
] as const;

/** The POST body rules, in words: every server enforces exactly these. */
export const roles = ['admin', 'editor', 'viewer'] as const;
// name: required string, 1–100 chars · email: required e-mail · age: required integer 0–150
// role: required, one of roles · active: required boolean · country: required string of 2 letters

/** GET query: `fields` required, comma list of name/email/age (→ array) · `verbose` optional boolean. */
export const queryFields = ['name', 'email', 'age'] as const;

export const validUser = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  age: 36,
  role: 'admin',
  active: true,
  country: 'GB',
};
export const invalidUser = {
  name: '',
  email: 'not-an-email',
  age: 200,
  role: 'root',
  active: 'maybe',
  country: 'GBR',
};
export const validQuery = '/users/42?fields=name,email&verbose=true';
export const invalidQuery = '/users/42?fields=name,password';

/** The JSON answer of GET /users/{id}: same for every server. */
export function userView(id: number, fields: readonly string[], verbose: boolean): Record<string, unknown> {
  return { id, fields, verbose, name: 'Ada Lovelace', email: 'ada@example.com' };
}

/** Prints the port for the bench runner (`listening <port>`), and exits on SIGTERM. */
export function announce(server: Server): void {
  server.on('listening', () => {
    console.log(`listening ${(server.address() as AddressInfo).port}`);
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

export const port = Number(process.env.PORT ?? 0);
