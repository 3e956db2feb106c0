// The hostile mix of issue 26 for `npm run soak`: bodies node:http's parser refuses (each must
// be answered 400 and closed by the server, never held), a pipelined early answer whose small
// body already arrived (both answers on one connection), and the checks that every valid
// answer of the load is the right one, not only the right status.

const tasks = '/api/v2/projects/7/tasks';
const head = (framing: string): string =>
  `POST ${tasks} HTTP/1.1\r\nhost: x\r\nauthorization: Bearer alice-token\r\ncontent-type: application/json\r\n${framing}\r\n\r\n`;
const chunked = head('transfer-encoding: chunked');

/** A raw attack: its bytes, whether the client half-closes after them, and the answers it is owed. */
export interface FramingAttack {
  label: string;
  bytes: string;
  halfClose: boolean;
  /** The statuses the server owes, in order; the server must then close the connection. */
  expected: string;
}

export const framingAttacks: readonly FramingAttack[] = [
  {
    label: 'chunk size not hex',
    bytes: `${chunked}zz\r\n{}\r\n0\r\n\r\n`,
    halfClose: false,
    expected: '400',
  },
  {
    label: 'Transfer-Encoding: identity',
    bytes: `${head('transfer-encoding: identity')}{}`,
    halfClose: false,
    expected: '400',
  },
  {
    label: 'Transfer-Encoding: xchunked',
    bytes: `${head('transfer-encoding: xchunked')}{}`,
    halfClose: false,
    expected: '400',
  },
  {
    label: 'Transfer-Encoding: "chunked"',
    bytes: `${head('transfer-encoding: "chunked"')}{}`,
    halfClose: false,
    expected: '400',
  },
  {
    label: '100 KB chunk extension',
    bytes: `${chunked}2;${'a'.repeat(100_000)}\r\n{}\r\n0\r\n\r\n`,
    halfClose: false,
    expected: '400',
  },
  { label: 'bare-LF chunks', bytes: `${chunked}2\n{}\n0\n\n`, halfClose: false, expected: '400' },
  {
    label: 'Content-Length trailer',
    bytes: `${chunked}2\r\n{}\r\n0\r\ncontent-length: 5\r\n\r\n`,
    halfClose: false,
    expected: '400',
  },
  {
    label: 'half-close mid-body',
    bytes: `${head('content-length: 100')}{"title"`,
    halfClose: true,
    expected: '400',
  },
  {
    label: 'pipelined 404 with its body, then GET',
    bytes:
      'POST /nowhere HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}' +
      'GET /health HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n',
    halfClose: false,
    expected: '404+200',
  },
];

/** The statuses a raw exchange got, joined by `+`; `stuck` when the server neither answered fully nor closed. */
export function framingOutcome(answer: string, closedByServer: boolean): string {
  const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]);
  if (!closedByServer) return `stuck (${statuses.join('+') || 'no answer'})`;
  return statuses.join('+') || 'closed without answer';
}

/** Checks the body of a valid answer of one request kind; undefined for kinds it does not check. */
export const validAnswers: Readonly<Record<string, (body: string) => boolean>> = {
  health: (body) => body === '{"status":"ok","database":"not checked"}',
  'create task': (body) => {
    const task = JSON.parse(body) as Record<string, unknown>;
    return (
      task.title === 'Soak' &&
      task.projectId === 7 &&
      task.ownerId === 'alice' &&
      task.dueAt === '2026-12-01T00:00:00.000Z' &&
      JSON.stringify(task.checklist) === '[{"text":"a","done":false}]' &&
      /^[0-9a-f-]{36}$/.test(String(task.id))
    );
  },
  'list tasks': (body) => {
    const page = JSON.parse(body) as { data: Array<Record<string, unknown>>; count: number };
    return (
      Array.isArray(page.data) &&
      page.data.length <= 10 &&
      page.data.every((task) => task.projectId === 7 && task.ownerId === 'alice')
    );
  },
  'list tasks v1': (body) => {
    const list = JSON.parse(body) as Array<Record<string, unknown>>;
    return Array.isArray(list) && list.every((task) => task.projectId === 7);
  },
  // The 422 of 1,000 failing items lists 100 of them: its size stays bounded.
  '1,000 empty checklist items': (body) => {
    const problem = JSON.parse(body) as { errors: object; omittedErrors?: number };
    return (
      Object.keys(problem.errors).length === 100 && problem.omittedErrors === 900 && body.length < 20_000
    );
  },
};
