/**
 * The origin form (`/path?query`) of an HTTP/1.1 request target. A client talking to a proxy,
 * or a server it believes is one, may send the absolute form (`http://host/path?query`), which
 * a server must accept (RFC 9112 §3.2.2); routing only ever sees the origin form. `*` (the
 * asterisk form of `OPTIONS *`) and anything else without a scheme are returned unchanged.
 */
export function originForm(target: string): string {
  if (target.charCodeAt(0) === 47 /* '/' */) return target;
  const authority = target.indexOf('://');
  if (authority <= 0 || !SCHEME.test(target.slice(0, authority))) return target;
  const from = authority + 3;
  const path = target.indexOf('/', from);
  const query = target.indexOf('?', from);
  if (path !== -1 && (query === -1 || path < query)) return target.slice(path);
  return query === -1 ? '/' : `/${target.slice(query)}`;
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
