// The limit: node:http with hand-written routing, parsing and checks for the two routes.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { announce, port, queryFields, roles, userView } from './shared.js';

const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const userPath = /^\/users\/([0-9]+)$/;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function checkUser(body: any): string[] {
  const errors: string[] = [];
  if (typeof body !== 'object' || body === null) return ['body'];
  if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > 100) errors.push('name');
  if (typeof body.email !== 'string' || !emailPattern.test(body.email)) errors.push('email');
  if (!Number.isInteger(body.age) || body.age < 0 || body.age > 150) errors.push('age');
  if (!roles.includes(body.role)) errors.push('role');
  if (typeof body.active !== 'boolean') errors.push('active');
  if (typeof body.country !== 'string' || body.country.length !== 2) errors.push('country');
  return errors;
}

function create(req: IncomingMessage, res: ServerResponse, id: number): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    let body: any;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(res, 400, { error: 'malformed JSON' });
    }
    const errors = checkUser(body);
    if (errors.length > 0) return send(res, 422, { errors });
    const { name, email, age, role, active, country } = body;
    send(res, 201, { id, name, email, age, role, active, country });
  });
}

function show(res: ServerResponse, id: number, search: URLSearchParams): void {
  const fields = (search.get('fields') ?? '').split(',');
  const verboseText = search.get('verbose');
  const bad = fields.some((f) => !(queryFields as readonly string[]).includes(f));
  const verbose = verboseText === null ? false : verboseText === 'true' || verboseText === '1';
  if (
    search.get('fields') === null ||
    bad ||
    (verboseText !== null && !['true', 'false', '1', '0'].includes(verboseText))
  ) {
    send(res, 422, { errors: ['fields'] });
    return;
  }
  send(res, 200, userView(id, fields, verbose));
}

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const match = userPath.exec(q === -1 ? url : url.slice(0, q));
  if (match === null) return send(res, 404, { error: 'not found' });
  const id = Number(match[1]);
  if (req.method === 'POST') return create(req, res, id);
  if (req.method === 'GET') return show(res, id, new URLSearchParams(q === -1 ? '' : url.slice(q + 1)));
  send(res, 405, { error: 'method not allowed' });
});
announce(server);
server.listen(port, '127.0.0.1');
