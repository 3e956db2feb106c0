import { defineOwn } from '../shared/own-property.js';

/**
 * Parses a `Cookie` header (RFC 6265 §4.2: `name=value; name2=value2`). Values are
 * percent-decoded when they are valid escapes and kept as sent otherwise; the first
 * occurrence of a name wins, as browsers send the most specific cookie first.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    if (name === '' || Object.hasOwn(cookies, name)) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    defineOwn(cookies, name, decode(value));
  }
  return cookies;
}

function decode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
