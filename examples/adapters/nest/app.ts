// intake DTOs in a NestJS app (docs/adapters.md#nestjs): legacy decorators and
// emitDecoratorMetadata, as Nest projects compile. Build and run it with the repository's
// legacy build: npm run build:test && node --import reflect-metadata build/legacy/examples/adapters/nest/main.js
import { Controller, Get, type INestApplication, Module, Param, Post, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Dto, useIntake } from 'intake/nest';
// A value import: emitDecoratorMetadata names these classes, so `import type` would erase them.
import { CreateOrder, SearchOrders } from '../orders.js';

@Controller('shops/:shopId/orders')
export class OrdersController {
  @Post()
  create(@Dto() order: CreateOrder) {
    return { ...order.toJSON(), items: order.lines.length };
  }

  @Get()
  list(@Query() search: SearchOrders, @Param('shopId') shopId: string) {
    return { shopId, ...search.toJSON() };
  }
}

@Module({ controllers: [OrdersController] })
export class OrdersModule {}

/** The app, with intake as its validation and a stand-in auth middleware that sets req.user. */
export async function createApp(errorFormat: 'problem' | 'nest' = 'problem'): Promise<INestApplication> {
  const app = await NestFactory.create(OrdersModule, { logger: false });
  app.use((req: { user?: string }, _res: unknown, next: () => void) => {
    req.user = 'ada';
    next();
  });
  useIntake(app, { errorFormat });
  return app;
}
