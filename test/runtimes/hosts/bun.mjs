// Serves the bundled edge app with Bun's own server; prints the port it got.
const app = (await import(process.argv[2])).default;
const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: app.fetch });
console.log(`listening ${server.port}`);
