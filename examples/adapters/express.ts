// intake DTOs in an existing Express 5 app (docs/adapters.md#express). Run it:
//   npx tsx examples/adapters/express.ts   then   curl -X POST localhost:3001/shops/7/orders -H 'content-type: application/json' -d '{"email":"ada@example.com","lines":[{"sku":"A-1","qty":2}]}'
import express, { type Request as ExpressRequest, type NextFunction, type Response } from 'express';
import { dto, dtoOf } from 'intake/express';
import { CreateOrder, SearchOrders } from './orders.js';

/** A stand-in for an auth middleware (passport and friends set `req.user`). */
function fakeAuth(req: ExpressRequest, _res: Response, next: NextFunction): void {
  (req as { user?: string }).user = 'ada';
  next();
}

export function createApp(): express.Express {
  const app = express();
  app.use(fakeAuth);
  app.post('/shops/:shopId/orders', express.json(), dto(CreateOrder), (req, res) => {
    const order = dtoOf(req, CreateOrder);
    res.status(201).json({ ...order.toJSON(), items: order.lines.length });
  });
  app.get('/orders', dto(SearchOrders, { source: 'query' }), (req, res) => {
    res.json(dtoOf(req, SearchOrders));
  });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3001);
  createApp().listen(port, () => console.log(`Express + intake on :${port}`));
}
