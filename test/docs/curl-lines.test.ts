// Every curl line of README.md and docs/example-app.md, sent to the example app as `npm start`
// runs it (examples/app `start()`, here on a database in memory and a free port), in document
// order — a task created by one line is read, changed and deleted by the next ones — and
// answered as the doc shows it. Each document gets a fresh app.
//
// How a shown answer is read (the `# …` lines right after a command):
// - `HTTP/1.1 201 Created` is the status line; `name: value` lines are headers that must be
//   present with that value; the line starting with `{` or `[` is the body. With `-i` piped
//   through `head`/`grep` the doc shows only some of these, and only those are compared.
// - Without `-i`, the line is the body, optionally after its status: `422: {…}`.
// - `…` stands for any run of characters (ids, timestamps, parts left out); everything else is
//   compared as text with the answer (JSON as the app writes it: compact, in its key order).
// - A command with no shown answer must succeed (a status below 400).
// Shell the docs use: `\` continuations, quotes, `VAR=$(curl … -w '%header{location}')`, and
// `$VAR`, `${VAR}` or `${VAR##*/}` (its last path segment: an id from a location) in the URL or
// a double-quoted `-d`; `echo` lines are skipped. Requests are sent with fetch, not curl.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type RunningApp, start } from '../../examples/app/server.js';
import { type CodeBlock, codeBlocks } from './support/markdown.js';

interface CurlLine {
  /** `README.md:212`: where the command starts. */
  where: string;
  /** The variable a `VAR=$(curl …)` assigns. */
  assigns: string | null;
  method: string;
  url: string;
  headers: [string, string][];
  data: string | undefined;
  /** `-w '%header{name}'`: the header the command prints. */
  writeOut: string | null;
  /** The `# ` lines after the command, without their `# `. */
  shown: string[];
}

/**
 * Splits one shell command line into words: quotes removed, `$VAR` left for later. A `$` in
 * single quotes is the shell's literal dollar: it is kept as `$$`, which `expand` turns back.
 */
function words(line: string): string[] {
  const result: string[] = [];
  let word: string | null = null;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (char === "'") {
      const end = line.indexOf("'", index + 1);
      word = (word ?? '') + line.slice(index + 1, end).replaceAll('$', '$$$$');
      index = end;
    } else if (char === '"') {
      let text = '';
      for (index++; line[index] !== '"'; index++) {
        const escaped = line[index] === '\\' && '"\\$'.includes(line[index + 1]!);
        if (escaped) index++;
        text += escaped && line[index] === '$' ? '$$' : line[index];
      }
      word = (word ?? '') + text;
    } else if (char === ' ' || char === '\t') {
      if (word !== null) result.push(word);
      word = null;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== null) result.push(word);
  return result;
}

/** Cuts a command at its first `|` outside quotes: what curl received, without the filter. */
function beforePipe(line: string): string {
  let quote: string | null = null;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '|') return line.slice(0, index).trimEnd();
  }
  return line;
}

function parseCurl(command: string, where: string, shown: string[]): CurlLine {
  const assignment = /^(\w+)=\$\((.*)\)$/.exec(command);
  const [name, ...args] = words(beforePipe(assignment ? assignment[2]! : command));
  assert.equal(name, 'curl', `${where}: not a curl command`);
  const line: CurlLine = {
    where,
    assigns: assignment ? assignment[1]! : null,
    method: '',
    url: '',
    headers: [],
    data: undefined,
    writeOut: null,
    shown,
  };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '-X') line.method = args[++index]!;
    else if (arg === '-H') {
      const header = args[++index]!;
      const colon = header.indexOf(':');
      line.headers.push([header.slice(0, colon).trim(), header.slice(colon + 1).trim()]);
    } else if (arg === '-d') line.data = args[++index]!;
    else if (arg === '-o') index++;
    else if (arg === '-w') line.writeOut = /^%header\{(.+)\}$/.exec(args[++index]!)?.[1] ?? null;
    else if (/^-[si]+$/.test(arg)) continue;
    else if (arg.startsWith('-')) assert.fail(`${where}: the test does not know curl's ${arg}`);
    else line.url = arg;
  }
  // curl's defaults: -d makes a POST with a form content type.
  line.method ||= line.data === undefined ? 'GET' : 'POST';
  if (line.data !== undefined && !line.headers.some(([key]) => key.toLowerCase() === 'content-type')) {
    line.headers.push(['Content-Type', 'application/x-www-form-urlencoded']);
  }
  return line;
}

/** The curl commands of a document's `sh` blocks, each with the answer shown after it. */
function curlLines(blocks: CodeBlock[]): CurlLine[] {
  const found: CurlLine[] = [];
  for (const block of blocks.filter((candidate) => candidate.language === 'sh')) {
    const lines = block.code.split('\n');
    for (let index = 0; index < lines.length; index++) {
      const start = index;
      let command = lines[index]!;
      while (command.endsWith('\\')) command = `${command.slice(0, -1).trimEnd()} ${lines[++index]!.trim()}`;
      if (!/^(\w+=\$\()?curl /.test(command)) continue;
      const shown: string[] = [];
      while (lines[index + 1]?.startsWith('# ')) shown.push(lines[++index]!.slice(2));
      found.push(parseCurl(command, `${block.file}:${block.line + start}`, shown));
    }
  }
  return found;
}

/** The shown text as a pattern: `…` matches any run of characters, the rest itself. */
function pattern(shown: string): RegExp {
  const parts = shown.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]*?')}$`);
}

function assertShown(actual: string, shown: string, what: string, where: string): void {
  assert.match(
    actual,
    pattern(shown),
    `${where}: the ${what} is not the one the doc shows\n  shown:  ${shown}\n  answer: ${actual}`,
  );
}

/** Compares an answer with the lines the doc shows for it. */
function compare(line: CurlLine, response: Response, body: string): void {
  const { where } = line;
  if (line.shown.length === 0) {
    assert.ok(response.status < 400, `${where}: answered ${response.status} ${body}`);
    return;
  }
  for (const text of line.shown) {
    const status = /^HTTP\/1\.1 (\d{3}) ([A-Za-z' -]+?)(?:\s{2,}.*)?$/.exec(text);
    const prefixed = /^(\d{3}): ([{[].*)$/.exec(text);
    const header = /^([A-Za-z-]+): (.*)$/.exec(text);
    if (status) {
      assert.equal(
        `${response.status} ${response.statusText}`,
        `${status[1]} ${status[2]}`,
        `${where}: status`,
      );
    } else if (prefixed) {
      assert.equal(response.status, Number(prefixed[1]), `${where}: status (${body})`);
      assertShown(body, prefixed[2]!, 'body', where);
    } else if (/^[{[]/.test(text)) {
      assertShown(body, text, 'body', where);
    } else if (header) {
      const value = response.headers.get(header[1]!);
      assert.notEqual(value, null, `${where}: no ${header[1]} header`);
      assertShown(value!, header[2]!, `${header[1]} header`, where);
    } else {
      assert.fail(`${where}: the test cannot read the shown answer line ${JSON.stringify(text)}`);
    }
  }
}

// `$VAR`, `${VAR}` and `${VAR##*/}` (the value's last path segment) replaced by the values set
// so far; `$$` is a literal `$`.
function expand(text: string, variables: ReadonlyMap<string, string>, where: string): string {
  return text.replace(/\$\$|\$\{(\w+)(##\*\/)?\}|\$(\w+)/g, (found, braced, lastSegment, bare) => {
    if (found === '$$') return '$';
    const name: string = braced ?? bare;
    assert.ok(variables.has(name), `${where}: $${name} was never set`);
    const value = variables.get(name)!;
    return lastSegment === undefined ? value : value.slice(value.lastIndexOf('/') + 1);
  });
}

const DOC_ORIGIN = 'http://127.0.0.1:3000';

for (const file of ['README.md', 'docs/example-app.md']) {
  describe(`the curl lines of ${file}`, () => {
    const lines = curlLines(codeBlocks(process.cwd(), file));
    const variables = new Map<string, string>();
    let app: RunningApp;
    before(async () => {
      app = await start({ database: { memory: true }, port: 0 });
    });
    after(() => app.close());

    it('are found', () => {
      assert.ok(lines.length >= 5, `only ${lines.length} curl lines in ${file}`);
    });

    for (const line of lines) {
      it(`${line.where}: ${line.method} ${line.url}`, async () => {
        const url = expand(line.url, variables, line.where);
        assert.ok(url.startsWith(DOC_ORIGIN), `${line.where}: the docs use ${DOC_ORIGIN}`);
        const response = await fetch(app.server.url + url.slice(DOC_ORIGIN.length), {
          method: line.method,
          headers: line.headers.map(([name, value]) => [name, expand(value, variables, line.where)]),
          body: line.data === undefined ? undefined : expand(line.data, variables, line.where),
          redirect: 'manual',
        });
        const body = await response.text();
        if (line.assigns) {
          assert.ok(line.writeOut, `${line.where}: an assignment prints a header (-w '%header{…}')`);
          variables.set(line.assigns, response.headers.get(line.writeOut) ?? '');
        }
        compare(line, response, body);
      });
    }
  });
}
