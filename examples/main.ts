// `npm start`: builds and starts the example tasks API (see docs/example-app.md).
// PORT picks the port (default 3000); Ctrl-C or SIGTERM stops it cleanly.
import { start } from './app/server.js';

await start();
