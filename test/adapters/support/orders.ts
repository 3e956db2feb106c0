// The order every adapter example maps (examples/adapters/orders.ts): as a client sends it to
// POST /shops/7/orders, and as the examples answer it (route param cast, user from the auth
// stand-in, quantities cast, `items` counted by the handler).
export const validOrder = { email: 'ada@example.com', lines: [{ sku: 'A-1', qty: '2' }] };

export const placedOrder = {
  shopId: 7,
  customer: 'ada',
  email: 'ada@example.com',
  lines: [{ sku: 'A-1', qty: 2 }],
  items: 1,
};
