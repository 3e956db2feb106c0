import type { GeneratorInterface } from './contracts.js';
import { uuidV7 } from './uuid-v7.js';

/**
 * Generates a UUID: version 4 (random, the default) or 7 (time-ordered, sorts by creation)
 * with `{ options: { version: 7 } }`.
 *
 * @example
 * class CreateOrder extends Request { @Generator(UuidGenerator, { options: { version: 7 } }) id!: string; }
 */
export class UuidGenerator implements GeneratorInterface {
  generate(options: Record<string, unknown>): string {
    const version = options.version ?? 4;
    // The Web Crypto API: Node ≥ 19, Bun, Deno and Workers have it as a global.
    if (version === 4) return crypto.randomUUID();
    if (version === 7) return uuidV7();
    throw new RangeError(`UuidGenerator supports version 4 or 7, got ${String(version)}`);
  }
}
