import { defineOwn } from '../shared/own-property.js';

/** A cookie name: an RFC 9110 token (no space, no `;`, `=`, quotes, controls or non-ASCII). */
const COOKIE_NAME = /^[!#$%&'*+.^`|~\w-]+$/;

/**
 * Parses a `Cookie` header (RFC 6265 §4.2: `name=value; name2=value2`). Values are
 * percent-decoded when they are valid escapes and kept as sent otherwise; the first
 * occurrence of a name wins, as browsers send the most specific cookie first. Only spaces and
 * tabs around a pair are trimmed, and a name that is not a token is skipped: `\u00a0sid=evil`
 * is no `sid`, so it cannot shadow the real one sent after it.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = trimSpaces(pair.slice(0, eq));
    if (!COOKIE_NAME.test(name) || Object.hasOwn(cookies, name)) continue;
    let value = trimSpaces(pair.slice(eq + 1));
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    defineOwn(cookies, name, decode(value));
  }
  return cookies;
}

function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === ' ' || text[start] === '\t')) start++;
  while (end > start && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  return text.slice(start, end);
}

function decode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The attributes of a cookie `ctx.setCookie()` sets (RFC 6265 §4.1). */
export interface CookieOptions {
  /** Seconds until it expires; 0 or less deletes it. */
  maxAge?: number;
  expires?: Date;
  path?: string;
  domain?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
  partitioned?: boolean;
}

/** A cookie the app tried to set that a client would read differently: the message names the part. */
export class CookieError extends TypeError {
  readonly code = 'invalidCookie' as const;

  constructor(message: string) {
    super(message);
    this.name = 'CookieError';
  }
}

/** An attribute value: no control character, no `;` (it would start another attribute). */
function isAttributeValue(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x3b) return false;
  }
  return true;
}

/**
 * One `Set-Cookie` value. The value is percent-encoded; a name that is not a token, or an
 * attribute with a `;` or a control character (CR, LF), throws `CookieError` rather than
 * writing a header a client would split into other cookies or attributes.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (typeof name !== 'string' || !COOKIE_NAME.test(name)) {
    throw new CookieError(`Cookie name ${JSON.stringify(name)} is not a token (no spaces, ; = or controls)`);
  }
  if (typeof value !== 'string') throw new CookieError(`Cookie ${name} needs a string value`);
  let cookie = `${name}=${encodeURIComponent(value)}`;
  if (options.maxAge !== undefined) {
    if (!Number.isInteger(options.maxAge))
      throw new CookieError(`Cookie ${name}: maxAge must be whole seconds`);
    cookie += `; Max-Age=${options.maxAge}`;
  }
  if (options.expires !== undefined) {
    if (!(options.expires instanceof Date) || Number.isNaN(options.expires.getTime())) {
      throw new CookieError(`Cookie ${name}: expires must be a valid Date`);
    }
    cookie += `; Expires=${options.expires.toUTCString()}`;
  }
  for (const [attribute, text] of [
    ['Domain', options.domain],
    ['Path', options.path],
  ] as const) {
    if (text === undefined) continue;
    if (typeof text !== 'string' || !isAttributeValue(text)) {
      throw new CookieError(`Cookie ${name}: ${attribute} must not hold ; or control characters`);
    }
    cookie += `; ${attribute}=${text}`;
  }
  if (options.sameSite !== undefined) {
    if (!['Strict', 'Lax', 'None'].includes(options.sameSite)) {
      throw new CookieError(`Cookie ${name}: sameSite is Strict, Lax or None`);
    }
    cookie += `; SameSite=${options.sameSite}`;
  }
  if (options.secure === true || options.sameSite === 'None' || options.partitioned === true)
    cookie += '; Secure';
  if (options.httpOnly === true) cookie += '; HttpOnly';
  if (options.partitioned === true) cookie += '; Partitioned';
  return cookie;
}
