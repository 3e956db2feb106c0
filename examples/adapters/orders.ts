// The request classes every adapter example maps: the same DTOs work in NestJS, Fastify,
// Express and Hono (and in intake's own kernel).
import { FromContext, FromRoute, Items, Request, Validate } from 'intake';

export class OrderLine extends Request {
  @Validate('required|string|max:40') sku = '';
  @Validate('required|integer|min_value:1') qty = 0;
}

export class CreateOrder extends Request {
  @FromRoute() @Validate('required|integer') shopId = 0;
  @FromContext('user') customer = ''; // set by the app's authentication
  @Validate('required|email') email = '';
  @Validate('required|array|min:1') @Items(OrderLine) lines: OrderLine[] = [];
}

export class SearchOrders extends Request {
  @Validate('in:open,shipped') status = 'open';
  @Validate('array') tags: string[] = [];
  @Validate('integer|min_value:1') page = 1;
}
