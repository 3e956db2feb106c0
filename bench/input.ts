// `npm run bench:input`: the query-string and JSON parsers against the primitives they wrap,
// same input, same limits and same output for every contender, one process, rounds interleaved.
import { isDeepStrictEqual } from 'node:util';
import busboy from 'busboy';
import qs from 'qs';
import secureJson from 'secure-json-parse';
import { parseJson, parseQuery, readBody } from '../src/index.js';
import { type CaseResult, type Contender, compare, consume, report } from './harness.js';

// --- query strings
const flatQuery = 'page=2&sort=name&limit=20&q=hello+world&tag=a&tag=b';
const nestedQuery = 'filter[status]=open&filter[owner][id]=7&tags[]=a&tags[]=b&page=2&sort=-created';
// Over the parameter limit (1000): every contender must refuse it.
const tooManyParameters = Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&');

const qsOptions: qs.IParseOptions = {
  depth: 31,
  strictDepth: true,
  parameterLimit: 1000,
  arrayLimit: 1000,
  throwOnLimitExceeded: true,
  duplicates: 'combine',
};

// URLSearchParams does only the flat part: decode, combine repeats, count parameters.
function viaUrlSearchParams(query: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  let count = 0;
  for (const [key, value] of new URLSearchParams(query)) {
    if (++count > 1000) throw new RangeError('Parameter limit exceeded');
    if (key === '' || Object.hasOwn(Object.prototype, key)) continue;
    const previous = result[key];
    if (previous === undefined) result[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else result[key] = [previous, value];
  }
  return result;
}

// --- JSON bodies
const smallBody = JSON.stringify({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  age: 36,
  active: true,
  tags: ['math', 'poetry'],
  address: { street: '12 St James Sq', city: 'London', zip: 'SW1Y 4JH' },
});
const largeBody = JSON.stringify(
  Array.from({ length: 100 }, (_, i) => ({
    id: i,
    name: `item ${i}`,
    price: i * 1.5,
    tags: ['a', 'b'],
    meta: { ok: true },
  })),
);
// Mentions "constructor" harmlessly, so intake walks the parsed value.
const keywordBody = JSON.stringify({ ...JSON.parse(smallBody), note: 'the constructor of the bridge' });
const pollutedBody = '{"user":{"__proto__":{"admin":true}}}';
const malformedBody = '{"name":"Ada","age":}';

function accepts(run: (input: string) => unknown, input: string): boolean {
  try {
    consume(run(input));
    return true;
  } catch {
    return false;
  }
}

function sanity(
  name: string,
  run: (input: string) => unknown,
  valid: string,
  invalid: Array<[string, string]>,
): string {
  const verdicts = invalid.map(([label, input]) => `${accepts(run, input) ? 'ACCEPTS' : 'refuses'} ${label}`);
  return `${name}: ${accepts(run, valid) ? 'accepts' : 'REFUSES'} the valid input; ${verdicts.join(', ')}`;
}

function contenders(runs: Array<[string, (input: string) => unknown]>, input: string): Contender[] {
  return runs.map(([name, run]) => ({ name, run: () => run(input) }));
}

const queryRuns: Array<[string, (input: string) => unknown]> = [
  ['intake parseQuery', (input) => parseQuery(input)],
  ['qs.parse (same limits)', (input) => qs.parse(input, qsOptions)],
  ['URLSearchParams → object', viaUrlSearchParams],
];
const jsonRuns: Array<[string, (input: string) => unknown]> = [
  ['intake parseJson', (input) => parseJson(input)],
  ['JSON.parse (no checks)', (input) => JSON.parse(input)],
  ['secure-json-parse', (input) => secureJson.parse(input)],
];

const options = { rounds: 600, batch: 500 };
const sameOutput = [
  isDeepStrictEqual(parseQuery(flatQuery), qs.parse(flatQuery, qsOptions)),
  isDeepStrictEqual(parseQuery(flatQuery), viaUrlSearchParams(flatQuery)),
  isDeepStrictEqual(parseQuery(nestedQuery), qs.parse(nestedQuery, qsOptions)),
  ...[smallBody, keywordBody, largeBody].map((body) =>
    isDeepStrictEqual(parseJson(body), secureJson.parse(body)),
  ),
].every(Boolean);
function jsonRequest(body = smallBody): Request {
  return new Request('http://bench.local/', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });
}

async function settles(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'accepts',
    () => 'refuses',
  );
}

// --- multipart: five text fields (two nested by brackets) and one 16 KiB file
const form = new FormData();
form.append('title', 'Quarterly report');
form.append('owner[name]', 'Ada');
form.append('owner[email]', 'ada@example.com');
form.append('tags[]', 'finance');
form.append('tags[]', 'q3');
form.append(
  'attachment',
  new File([new Uint8Array(16 * 1024).fill(97)], 'report.txt', { type: 'text/plain' }),
);
const encodedForm = new Request('http://bench.local/', { method: 'POST', body: form });
const formType = encodedForm.headers.get('content-type')!;
const formBytes = new Uint8Array(await encodedForm.arrayBuffer());

function formRequest(): Request {
  return new Request('http://bench.local/', {
    method: 'POST',
    body: formBytes,
    headers: { 'content-type': formType },
  });
}

// busboy (multer's and @fastify/multipart's parser) on the same bytes: fields as strings,
// the file collected into a File, keys left flat (it does not nest).
function viaBusboy(): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const result: Record<string, unknown> = {};
    const parser = busboy({
      headers: { 'content-type': formType },
      limits: { files: 10, fileSize: 1024 * 1024 },
    });
    parser.on('field', (name, value) => {
      result[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      stream.on('data', (chunk: Uint8Array<ArrayBuffer>) => chunks.push(chunk));
      stream.on('end', () => {
        result[name] = new File(chunks, info.filename ?? name, { type: info.mimeType });
      });
    });
    parser.on('close', () => resolve(result));
    parser.on('error', reject);
    parser.end(formBytes);
  });
}

const notes = [
  `every contender returns the same output for the timed inputs: ${sameOutput ? 'yes' : 'NO'}`,
  sanity('intake parseQuery', queryRuns[0]![1], flatQuery, [['1001 parameters', tooManyParameters]]),
  sanity('qs.parse', queryRuns[1]![1], flatQuery, [['1001 parameters', tooManyParameters]]),
  sanity('URLSearchParams → object', queryRuns[2]![1], flatQuery, [['1001 parameters', tooManyParameters]]),
  sanity('intake parseJson', jsonRuns[0]![1], smallBody, [
    ['malformed JSON', malformedBody],
    ['a __proto__ key', pollutedBody],
  ]),
  sanity('JSON.parse', jsonRuns[1]![1], smallBody, [
    ['malformed JSON', malformedBody],
    ['a __proto__ key', pollutedBody],
  ]),
  sanity('secure-json-parse', jsonRuns[2]![1], smallBody, [
    ['malformed JSON', malformedBody],
    ['a __proto__ key', pollutedBody],
  ]),
  `intake readBody: ${await settles(readBody(jsonRequest()))} the valid request; ${await settles(readBody(jsonRequest(malformedBody)))} malformed JSON, ${await settles(readBody(jsonRequest(pollutedBody)))} a __proto__ key`,
  `request.json(): ${await settles(jsonRequest().json())} the valid request; ${await settles(jsonRequest(malformedBody).json())} malformed JSON, ${await settles(jsonRequest(pollutedBody).json())} a __proto__ key`,
  `multipart: intake readBody nests owner[…] and tags[] (${JSON.stringify(Object.keys((await readBody(formRequest())) as object))}); busboy and request.formData() leave the keys flat`,
];

const cases: CaseResult[] = [
  await compare(
    `flat query (${flatQuery.length} chars, 6 parameters)`,
    contenders(queryRuns, flatQuery),
    options,
  ),
  await compare(
    `bracket query (${nestedQuery.length} chars, 6 parameters)`,
    contenders(queryRuns.slice(0, 2), nestedQuery),
    options,
  ),
  await compare(`small JSON body (${smallBody.length} bytes)`, contenders(jsonRuns, smallBody), options),
  await compare(
    `small JSON body mentioning "constructor" (${keywordBody.length} bytes)`,
    contenders(jsonRuns, keywordBody),
    options,
  ),
  await compare(`JSON array of 100 objects (${largeBody.length} bytes)`, contenders(jsonRuns, largeBody), {
    rounds: 400,
    batch: 50,
  }),
  // End to end on the Fetch door: building the Request is part of both contenders.
  await compare(
    `Fetch Request with the small JSON body, read and parsed (${smallBody.length} bytes)`,
    [
      { name: 'intake readBody', run: () => readBody(jsonRequest()) },
      { name: 'request.json() (no limits, no checks)', run: () => jsonRequest().json() },
    ],
    { rounds: 300, batch: 200, async: true },
  ),
  await compare(
    `Fetch Request with a multipart form, read and parsed (${formBytes.byteLength} bytes, one 16 KiB file)`,
    [
      {
        name: 'intake readBody (Remix multipart parser, limits, nesting)',
        run: () => readBody(formRequest()),
      },
      { name: 'request.formData() (undici, no limits)', run: () => formRequest().formData() },
      { name: 'busboy (same bytes, no Request)', run: () => viaBusboy() },
    ],
    { rounds: 200, batch: 50, async: true },
  ),
];

report('Query strings and JSON bodies', cases, notes);
