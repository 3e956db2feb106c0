// The script of the client test page (test/browser/client-page.test.ts): bundled for the
// browser with esbuild, it calls the example app through its generated client from the page's
// origin and leaves what it read on `window.clientReport`.
import { type Api, operations } from '../../../examples/app/client.js';
import { createClient } from '../../../src/client/index.js';

export interface ClientReport {
  created: { status: number | 'unexpected'; title?: string; url?: string };
  conflict: { status: number | 'unexpected'; code?: string };
  invalid: { status: number | 'unexpected'; fields?: string[] };
  aborted: string;
}

async function run(): Promise<ClientReport> {
  const api = createClient<Api>(operations, {
    baseUrl: location.origin,
    headers: { authorization: 'Bearer alice-token' },
  });
  const body = { title: 'From the browser', checklist: [{ text: 'open the page' }] };
  const created = await api.call('v2.tasks.store', { params: { projectId: 21 }, body });
  const conflict = await api.call('v2.tasks.store', { params: { projectId: 21 }, body });
  const invalid = await api.call('v2.tasks.store', {
    params: { projectId: 21 },
    body: { title: '', details: { due: 'someday' } },
  });
  const controller = new AbortController();
  controller.abort();
  const aborted = await api.call('health', { signal: controller.signal });
  return {
    created:
      created.status === 201
        ? {
            status: created.status,
            title: created.data.title,
            url: api.url('v2.tasks.show', { params: { projectId: 21, taskId: created.data.id } }),
          }
        : { status: created.status },
    conflict:
      conflict.status === 409 ? { status: 409, code: conflict.error.code } : { status: conflict.status },
    invalid:
      invalid.status === 422
        ? { status: 422, fields: Object.keys(invalid.error.errors).sort() }
        : { status: invalid.status },
    aborted: aborted.status === 'unexpected' ? aborted.error.code : String(aborted.status),
  };
}

(globalThis as { clientReport?: Promise<ClientReport> }).clientReport = run();
