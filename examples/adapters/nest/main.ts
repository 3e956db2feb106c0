// Starts the NestJS example on PORT (default 3003).
import { createApp } from './app.js';

const app = await createApp();
await app.listen(Number(process.env.PORT ?? 3003));
console.log(`NestJS + intake on ${await app.getUrl()}`);
