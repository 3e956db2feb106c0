// The name of one generated function in an ahead-of-time build: a digest of the exact text that
// would be compiled. Equal text means equal behaviour, so a build entry is used only for the very
// source the running code writes, and any change in a class, a rule or intake itself misses.

/**
 * A 64-bit digest (two 32-bit multiply-xor lanes over the UTF-16 code units) and the length,
 * as text. Not cryptographic: a build checks its own entries for collisions when it is written.
 */
export function sourceKey(factoryParameter: string, source: string): string {
  let low = 0x811c9dc5 ^ factoryParameter.length;
  let high = 0x01000193 ^ source.length;
  for (let i = 0; i < factoryParameter.length; i++) {
    low = Math.imul(low ^ factoryParameter.charCodeAt(i), 0x01000193);
  }
  for (let i = 0; i < source.length; i++) {
    const unit = source.charCodeAt(i);
    low = Math.imul(low ^ unit, 0x01000193);
    high = Math.imul(high ^ unit, 0x5bd1e995);
    high ^= high >>> 15;
  }
  low ^= low >>> 16;
  low = Math.imul(low, 0x85ebca6b);
  high = Math.imul(high ^ (high >>> 13), 0xc2b2ae35);
  return `${hex(low ^ (high >>> 7))}${hex(high)}_${source.length.toString(36)}`;
}

function hex(word: number): string {
  return (word >>> 0).toString(16).padStart(8, '0');
}
