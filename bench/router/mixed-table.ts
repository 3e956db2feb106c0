// A mixed route table of a real API, at any size: per resource a static list, a regex-checked
// id, two parameters, a rest-of-path wildcard and a POST, and for every tenth resource a page
// under an optional language prefix. Requests spread over the whole table (real traffic does
// not hit one route), each answered by the same route in every router.
import type { BenchRequest, BenchTable } from './tables.js';

export function mixedTable(routeCount: number): BenchTable {
  const routes: BenchTable['routes'] = [];
  const add = (method: string, path: string): number => routes.push({ method, path }) - 1;
  const requests: BenchRequest[] = [];
  const resources = Math.max(1, Math.round(routeCount / 5.1));
  for (let r = 0; r < resources; r++) {
    const index = add('GET', `/res${r}`);
    const show = add('GET', `/res${r}/:id<int>`);
    const item = add('GET', `/res${r}/:id/items/:item`);
    const file = add('GET', `/res${r}/:id/files/:path<rest>`);
    const store = add('POST', `/res${r}`);
    const page = r % 10 === 0 ? add('GET', `[/:lang<lang>]/pages${r}/about`) : -1;
    // A request of each kind for a spread of resources (at most 64 requests in all).
    if (r % Math.max(1, Math.floor(resources / 10)) === 0 && requests.length < 60) {
      requests.push(
        { category: 'static', method: 'GET', path: `/res${r}`, expected: index },
        { category: 'regex id', method: 'GET', path: `/res${r}/${1000 + r}`, expected: show },
        { category: 'two parameters', method: 'GET', path: `/res${r}/${r}/items/x${r}`, expected: item },
        { category: 'wildcard', method: 'GET', path: `/res${r}/7/files/a/b/c${r}.txt`, expected: file },
        { category: 'post', method: 'POST', path: `/res${r}`, expected: store },
      );
      if (page !== -1) {
        requests.push({ category: 'optional', method: 'GET', path: `/de/pages${r}/about`, expected: page });
      }
    }
  }
  // Near misses, as scanners and typos send them: shorter than a route, a prefix of a name.
  requests.push(
    { category: '404', method: 'GET', path: '/nothing/here', expected: -1 },
    { category: '404', method: 'GET', path: '/re', expected: -1 },
    { category: '404', method: 'GET', path: `/res${resources - 1}/12/items`, expected: -1 },
    { category: '404', method: 'GET', path: `/res${resources + 5}`, expected: -1 },
  );
  return { title: `mixed API (${routes.length} routes)`, routes, requests };
}
