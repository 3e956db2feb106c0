import {
  Cast,
  FromRoute,
  HttpKernel,
  Reply,
  Request,
  RequestHandler,
  RouteCollector,
  Validate,
} from '../../src/index.js';
import { fillerResources, queryFields, roles, userView } from './shared.js';

const fieldNames = queryFields.join('|');

class CreateUser extends Request {
  @FromRoute() @Cast('int') id = 0;
  @Validate('required|string|min:1|max:100') name = '';
  @Validate('required|email') email = '';
  @Validate('required|integer|min_value:0|max_value:150') @Cast('int') age = 0;
  @Validate(`required|in:${roles.join(',')}`) role = '';
  @Validate('required|boolean') active = false;
  @Validate('required|string|length:2') country = '';
}

class ShowUser extends Request {
  @FromRoute() @Cast('int') id = 0;
  @Validate(`required|regex:/^(${fieldNames})(,(${fieldNames}))*$/`) @Cast('array') fields: string[] = [];
  @Validate('boolean') @Cast('bool') verbose = false;
}

const routes = new RouteCollector();
for (const resource of fillerResources) {
  routes.get(`/${resource}`, () => ({ resource }));
  routes.get(`/${resource}/{id}`, (ctx) => ({ resource, id: ctx.params.id }));
}
routes.post('/users/{id:[0-9]+}', async (ctx) => Reply.json(await ctx.body(CreateUser), { status: 201 }));
routes.get('/users/{id:[0-9]+}', async (ctx) => {
  const query = await ctx.query(ShowUser);
  return userView(query.id, query.fields, query.verbose);
});

const requestHandler = new RequestHandler();
requestHandler.compile(CreateUser);
requestHandler.compile(ShowUser);
export const kernel = new HttpKernel(routes.compile(), { requestHandler });
