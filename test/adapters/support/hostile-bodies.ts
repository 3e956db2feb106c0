// Bodies that break the kernel's input limits (issue 26, finding 2), as raw JSON text so no
// client-side object can lose a `__proto__` key, with the status each adapter must answer.
import { validOrder } from './orders.js';

export interface HostileBody {
  name: string;
  text: string;
  /** The answer under the kernel's default limits: a refusal, never the handler's 2xx. */
  status: 400 | 413;
}

const order = JSON.stringify(validOrder).slice(1, -1);

function deepArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function manyKeys(count: number): string {
  return `{${Array.from({ length: count }, (_, index) => `"k${index}":1`).join(',')}}`;
}

export const hostileBodies: readonly HostileBody[] = [
  { name: 'a 5,000-deep array', text: `{${order},"extra":${deepArray(5000)}}`, status: 400 },
  {
    name: 'a 33-deep object (maxDepth 32)',
    text: `{${order},"x":${'{"a":'.repeat(32)}1${'}'.repeat(32)}}`,
    status: 400,
  },
  { name: 'a nested __proto__', text: `{${order},"meta":{"__proto__":{"polluted":true}}}`, status: 400 },
  { name: 'a top-level __proto__', text: `{"__proto__":{"polluted":true},${order}}`, status: 400 },
  {
    name: 'constructor.prototype',
    text: `{${order},"meta":{"constructor":{"prototype":{"polluted":true}}}}`,
    status: 400,
  },
  { name: '1,001 keys in one object', text: `{${order},"meta":${manyKeys(1001)}}`, status: 413 },
];

/** A JSON body over the default 1 MiB `maxBodyBytes` (and over the frameworks' own defaults). */
export const oversizedBody = `{${order},"pad":"${'a'.repeat(1024 * 1024 + 1)}"}`;

/** Whether a hostile body reached a prototype anyway. */
export function prototypePolluted(): boolean {
  return (Object.prototype as Record<string, unknown>).polluted !== undefined;
}
