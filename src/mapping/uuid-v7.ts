// UUID version 7 (RFC 9562 §5.7): 48 bits of Unix milliseconds, the version, 12 bits of
// `rand_a`, the variant and 62 random bits. `rand_a` is a counter (§6.2 method 1) that starts
// at a random value in its lower half each millisecond and counts up within it, so ids made in
// one process sort in creation order; when it runs out, the timestamp moves one millisecond on.
const COUNTER_LIMIT = 0xfff;

let lastMilliseconds = -1;
let counter = 0;

function hex(value: number, digits: number): string {
  return value.toString(16).padStart(digits, '0');
}

/**
 * A new version 7 UUID, lower case.
 *
 * @example
 * uuidV7(); // '019372a4-5b1e-7c3d-8f2a-4e6b1d0c9a87'
 */
export function uuidV7(): string {
  const random = new Uint8Array(10);
  crypto.getRandomValues(random);
  let milliseconds = Date.now();
  if (milliseconds > lastMilliseconds) {
    counter = ((random[8]! << 8) | random[9]!) & 0x7ff;
  } else if (counter < COUNTER_LIMIT) {
    milliseconds = lastMilliseconds;
    counter++;
  } else {
    milliseconds = lastMilliseconds + 1;
    counter = ((random[8]! << 8) | random[9]!) & 0x7ff;
  }
  lastMilliseconds = milliseconds;
  const time = hex(milliseconds, 12);
  const variant = 0x8000 | (((random[0]! << 8) | random[1]!) & 0x3fff);
  let tail = '';
  for (let index = 2; index < 8; index++) tail += hex(random[index]!, 2);
  return `${time.slice(0, 8)}-${time.slice(8)}-${hex(0x7000 | counter, 4)}-${hex(variant, 4)}-${tail}`;
}
