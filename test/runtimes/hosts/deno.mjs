// Serves the bundled edge app with Deno's own server; prints the port it got.
const app = (await import(Deno.args[0])).default;
Deno.serve(
  { hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(`listening ${port}`) },
  app.fetch,
);
