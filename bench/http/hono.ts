// Hono on @hono/node-server with @hono/zod-validator (zod 4).
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { announce, fillerResources, port, queryFields, roles, userView } from './shared.js';

const app = new Hono();
for (const resource of fillerResources) {
  app.get(`/${resource}`, (c) => c.json({ resource }));
  app.get(`/${resource}/:id`, (c) => c.json({ resource, id: c.req.param('id') }));
}

const params = z.object({ id: z.coerce.number().int() });
const user = z.object({
  name: z.string().min(1).max(100),
  email: z.email(),
  age: z.number().int().min(0).max(150),
  role: z.enum(roles),
  active: z.boolean(),
  country: z.string().length(2),
});
const query = z.object({
  fields: z
    .string()
    .transform((value) => value.split(','))
    .pipe(z.array(z.enum(queryFields)).min(1)),
  verbose: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

const invalid = (result: { success: boolean }, c: { json: (body: unknown, status: 422) => Response }) =>
  result.success ? undefined : c.json({ errors: 'invalid' }, 422);

app.post('/users/:id', zValidator('param', params, invalid), zValidator('json', user, invalid), (c) => {
  const { id } = c.req.valid('param');
  return c.json({ id, ...c.req.valid('json') }, 201);
});

app.get('/users/:id', zValidator('param', params, invalid), zValidator('query', query, invalid), (c) => {
  const { id } = c.req.valid('param');
  const { fields, verbose } = c.req.valid('query');
  return c.json(userView(id, fields, verbose));
});

announce(serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }) as Server);
