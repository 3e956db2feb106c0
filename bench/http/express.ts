// Express 5 with class-transformer + class-validator, the usual NestJS-style DTO stack. The
// benchmark build uses standard decorators, so the legacy decorators are applied the way
// `experimentalDecorators` output applies them: called with (prototype, property).
import 'reflect-metadata';
import { plainToInstance, Transform, Type } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  validate,
} from 'class-validator';
import express from 'express';
import { decorate } from '../mapping/legacy-decorate.js';
import { announce, fillerResources, port, queryFields, roles, userView } from './shared.js';

class CreateUser {
  name!: string;
  email!: string;
  age!: number;
  role!: string;
  active!: boolean;
  country!: string;
}
class UserParams {
  id!: number;
}
class ShowUserQuery {
  fields!: string[];
  verbose = false;
}

type PropertyDecorator = (target: object, property: string) => void;
decorate(CreateUser, {
  name: [IsString(), Length(1, 100)],
  email: [IsEmail()],
  age: [IsInt(), Min(0), Max(150)],
  role: [IsIn([...roles])],
  active: [IsBoolean()],
  country: [IsString(), Length(2, 2)],
});
decorate(UserParams, { id: [Type(() => Number) as PropertyDecorator, IsInt()] });
decorate(ShowUserQuery, {
  fields: [
    Transform(({ value }) => (typeof value === 'string' ? value.split(',') : value)) as PropertyDecorator,
    ArrayNotEmpty(),
    IsIn([...queryFields], { each: true }),
  ],
  verbose: [
    IsOptional(),
    Transform(({ value }) =>
      value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
    ) as PropertyDecorator,
    IsBoolean(),
  ],
});

async function toDto<T extends object>(cls: new () => T, plain: unknown): Promise<T | { errors: string[] }> {
  const dto = plainToInstance(cls, plain);
  const errors = await validate(dto, { forbidUnknownValues: false });
  return errors.length > 0 ? { errors: errors.map((e) => e.property) } : dto;
}

const app = express();
app.use(express.json());

for (const resource of fillerResources) {
  app.get(`/${resource}`, (_req, res) => {
    res.json({ resource });
  });
  app.get(`/${resource}/:id`, (req, res) => {
    res.json({ resource, id: req.params.id });
  });
}

app.post('/users/:id', async (req, res) => {
  const params = await toDto(UserParams, req.params);
  // An aborted request can reach here without a parsed body; treat it as empty (→ 422).
  const body = await toDto(CreateUser, req.body ?? {});
  if ('errors' in params || 'errors' in body) {
    res.status(422).json({
      errors: [...('errors' in params ? params.errors : []), ...('errors' in body ? body.errors : [])],
    });
    return;
  }
  const { name, email, age, role, active, country } = body;
  res.status(201).json({ id: params.id, name, email, age, role, active, country });
});

app.get('/users/:id', async (req, res) => {
  const params = await toDto(UserParams, req.params);
  const query = await toDto(ShowUserQuery, { ...(req.query as object) });
  if ('errors' in params || 'errors' in query) {
    res.status(422).json({ errors: ['query'] });
    return;
  }
  res.json(userView(params.id, query.fields, query.verbose));
});

const server = app.listen(port, '127.0.0.1');
announce(server);
