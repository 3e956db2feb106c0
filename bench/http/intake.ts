// intake: RouteCollector + request DTOs + HttpKernel on node:http.
import { createServer } from 'node:http';
import { kernel } from './intake-app.js';
import { announce, port } from './shared.js';

const server = createServer(kernel.listener);
announce(server);
server.listen(port, '127.0.0.1');
