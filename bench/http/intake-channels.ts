// intake's benchmark server in the three states the channel comparison measures, picked by
// INTAKE_CHANNELS: `absent` hides node:diagnostics_channel before intake loads, so the kernel
// runs without any channel (the path as it was before the channels); `idle` is the kernel as
// shipped with nobody subscribed; `otel` subscribes intake/otel with the real SDK, spans going
// to an exporter that drops them. INTAKE_BENCH_APP swaps in another build's intake-app.js (a
// baseline from another commit, `npm run bench:http -- --channels --baseline <dir>`).
import { createServer } from 'node:http';
import { announce, port } from './shared.js';

const mode = process.env.INTAKE_CHANNELS ?? 'idle';
if (mode === 'absent') {
  const load = process.getBuiltinModule.bind(process);
  process.getBuiltinModule = ((id: string) =>
    id === 'node:diagnostics_channel' || id === 'diagnostics_channel' ? undefined : load(id)) as typeof load;
}
if (mode === 'otel') {
  const { BasicTracerProvider, SimpleSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
  const { MeterProvider } = await import('@opentelemetry/sdk-metrics');
  const { instrument } = await import('../../src/otel/index.js');
  const dropAll = {
    export: (_spans: unknown, done: (result: { code: number }) => void) => done({ code: 0 }),
    shutdown: async () => {},
  };
  instrument({
    tracerProvider: new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(dropAll)] }),
    meterProvider: new MeterProvider(),
  });
}
const app = process.env.INTAKE_BENCH_APP ?? './intake-app.js';
const { kernel } = (await import(app)) as typeof import('./intake-app.js');
const server = createServer(kernel.listener);
announce(server);
server.listen(port, '127.0.0.1');
