// The name of one generated function in an ahead-of-time build: a digest of the exact text that
// would be compiled. Equal text means equal behaviour, so a build entry is used only for the very
// source the running code writes, and any change in a class, a rule or intake itself misses.
// The digest is SHA-1 of the text's UTF-8 bytes: native through node:crypto where the runtime has
// it (Node, Bun, Deno), else computed here (browsers, Workers without Node compatibility).

type NativeHash = (algorithm: string, data: string, encoding: 'hex') => string;

const nativeHash: NativeHash | undefined = (() => {
  const getBuiltin = (globalThis as { process?: { getBuiltinModule?: (name: string) => unknown } }).process
    ?.getBuiltinModule;
  const crypto =
    typeof getBuiltin === 'function' ? (getBuiltin('node:crypto') as { hash?: unknown }) : undefined;
  return typeof crypto?.hash === 'function' ? (crypto.hash as NativeHash) : undefined;
})();

/** The key of a factory `new Function(factoryParameter, source)`: digest and length, as text. */
export function sourceKey(factoryParameter: string, source: string): string {
  const text = `${factoryParameter}\n${source}`;
  const digest = nativeHash !== undefined ? nativeHash('sha1', text, 'hex') : sha1Hex(text);
  return `${digest.slice(0, 20)}_${text.length.toString(36)}`;
}

/** SHA-1 (FIPS 180-4) of the UTF-8 bytes of `text`, in hex. */
export function sha1Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  // The message, a 1 bit, zeros, and the bit length: a whole number of 64-byte blocks.
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const words = new Int32Array(blocks * 16);
  for (let i = 0; i < bytes.length; i++) words[i >> 2]! |= bytes[i]! << (24 - (i & 3) * 8);
  words[bytes.length >> 2]! |= 0x80 << (24 - (bytes.length & 3) * 8);
  words[words.length - 1] = bytes.length * 8;
  words[words.length - 2] = Math.floor((bytes.length * 8) / 2 ** 32);
  let h0 = 0x67452301;
  let h1 = 0xefcdab89 | 0;
  let h2 = 0x98badcfe | 0;
  let h3 = 0x10325476;
  let h4 = 0xc3d2e1f0 | 0;
  const w = new Int32Array(80);
  for (let block = 0; block < words.length; block += 16) {
    for (let t = 0; t < 16; t++) w[t] = words[block + t]!;
    for (let t = 16; t < 80; t++) {
      const x = w[t - 3]! ^ w[t - 8]! ^ w[t - 14]! ^ w[t - 16]!;
      w[t] = (x << 1) | (x >>> 31);
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    for (let t = 0; t < 80; t++) {
      const f =
        t < 20 ? (b & c) | (~b & d) : t < 40 ? b ^ c ^ d : t < 60 ? (b & c) | (b & d) | (c & d) : b ^ c ^ d;
      const k = t < 20 ? 0x5a827999 : t < 40 ? 0x6ed9eba1 : t < 60 ? 0x8f1bbcdc | 0 : 0xca62c1d6 | 0;
      const next = (((a << 5) | (a >>> 27)) + f + e + k + w[t]!) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = next;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
  }
  return [h0, h1, h2, h3, h4].map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
}
