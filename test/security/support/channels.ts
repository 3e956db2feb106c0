// The input channels an attacker controls, each able to carry the same list of key/value
// pairs to the order routes of `app.ts`: the query string, a urlencoded form, a multipart
// form and a JSON body (pairs with repeated keys become arrays there, as qs would build them).
import type { Attempt } from './server.js';

/** Key/value pairs as a client would put them in a form; keys may use bracket syntax. */
export type Pairs = ReadonlyArray<readonly [string, string]>;

export interface Channel {
  name: 'query' | 'form' | 'multipart' | 'json';
  /** The request that carries `pairs` to the order route of shop `shop`. */
  attempt(pairs: Pairs, shop?: string, headers?: Record<string, string>): Attempt;
}

function search(pairs: Pairs): string {
  return new URLSearchParams(pairs as Array<[string, string]>).toString();
}

/** `a=1&a=2` → `{ a: ['1', '2'] }`; bracket keys are left to the query and form channels. */
function jsonOf(pairs: Pairs): string {
  const body: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    const previous = body[key];
    body[key] = previous === undefined ? value : ([] as unknown[]).concat(previous, value);
  }
  return JSON.stringify(body);
}

const boundary = 'intake-security-boundary';

function part(name: string, value: string, filename?: string): string {
  const file = filename === undefined ? '' : `; filename="${filename}"\r\ncontent-type: text/plain`;
  return `--${boundary}\r\ncontent-disposition: form-data; name="${name}"${file}\r\n\r\n${value}\r\n`;
}

function multipartOf(pairs: Pairs): { body: string; type: string } {
  const parts = pairs.map(([key, value]) => part(key, value));
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

/** A multipart body to the order route with file parts: `[field name, file name, content]`. */
export function multipartFilesAttempt(files: ReadonlyArray<readonly [string, string, string]>): Attempt {
  const parts = files.map(([name, filename, content]) => part(name, content, filename));
  return {
    method: 'POST',
    path: '/shops/1/orders',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `${parts.join('')}--${boundary}--\r\n`,
  };
}

export const channels: readonly Channel[] = [
  {
    name: 'query',
    attempt: (pairs, shop = '1', headers = {}) => ({
      method: 'GET',
      path: `/shops/${shop}/orders?${search(pairs)}`,
      headers,
    }),
  },
  {
    name: 'form',
    attempt: (pairs, shop = '1', headers = {}) => ({
      method: 'POST',
      path: `/shops/${shop}/orders`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: search(pairs),
    }),
  },
  {
    name: 'multipart',
    attempt: (pairs, shop = '1', headers = {}) => {
      const { body, type } = multipartOf(pairs);
      return {
        method: 'POST',
        path: `/shops/${shop}/orders`,
        headers: { 'content-type': type, ...headers },
        body,
      };
    },
  },
  {
    name: 'json',
    attempt: (pairs, shop = '1', headers = {}) => ({
      method: 'POST',
      path: `/shops/${shop}/orders`,
      headers: { 'content-type': 'application/json', ...headers },
      body: jsonOf(pairs),
    }),
  },
];

/** A raw JSON body for the order route. */
export function jsonAttempt(body: string, shop = '1'): Attempt {
  return {
    method: 'POST',
    path: `/shops/${shop}/orders`,
    headers: { 'content-type': 'application/json' },
    body,
  };
}
