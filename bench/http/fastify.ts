// Fastify 5 with its JSON-schema validation (Ajv, type coercion for params and query) and
// response schemas (fast-json-stringify), as fastify/benchmarks configures it.
import Fastify from 'fastify';
import { announce, fillerResources, port, queryFields, roles, userView } from './shared.js';

const app = Fastify({ logger: false });

for (const resource of fillerResources) {
  app.get(`/${resource}`, async () => ({ resource }));
  app.get(`/${resource}/:id`, async (request) => ({ resource, id: (request.params as { id: string }).id }));
}

const params = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } as const;
const user = {
  type: 'object',
  required: ['name', 'email', 'age', 'role', 'active', 'country'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    email: { type: 'string', format: 'email' },
    age: { type: 'integer', minimum: 0, maximum: 150 },
    role: { type: 'string', enum: [...roles] },
    active: { type: 'boolean' },
    country: { type: 'string', minLength: 2, maxLength: 2 },
  },
} as const;

app.post(
  '/users/:id',
  {
    schema: {
      params,
      body: user,
      response: { 201: { type: 'object', properties: { id: { type: 'integer' }, ...user.properties } } },
    },
  },
  async (request, reply) => {
    const { id } = request.params as { id: number };
    const { name, email, age, role, active, country } = request.body as Record<string, unknown>;
    reply.code(201);
    return { id, name, email, age, role, active, country };
  },
);

app.get(
  '/users/:id',
  {
    schema: {
      params,
      querystring: {
        type: 'object',
        required: ['fields'],
        properties: {
          fields: { type: 'string', pattern: `^(${queryFields.join('|')})(,(${queryFields.join('|')}))*$` },
          verbose: { type: 'boolean', default: false },
        },
      },
      response: {
        200: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            fields: { type: 'array', items: { type: 'string' } },
            verbose: { type: 'boolean' },
            name: { type: 'string' },
            email: { type: 'string' },
          },
        },
      },
    },
  },
  async (request) => {
    const { id } = request.params as { id: number };
    const { fields, verbose } = request.query as { fields: string; verbose: boolean };
    return userView(id, fields.split(','), verbose);
  },
);

announce(app.server);
await app.listen({ port, host: '127.0.0.1' });
