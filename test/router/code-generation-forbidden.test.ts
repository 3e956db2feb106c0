// Where the runtime forbids code generation (strict CSP, --disallow-code-generation-from-strings)
// the router falls back to its regexes by itself and answers exactly as with generated code.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { RouteCollector } from '../../src/index.js';
import { runLibraryScript } from '../support/library-script.js';

// Small (one function) and large (split) tables, with simple-shape and regex parameters.
const TABLE_SCRIPT = `
  const routes = new RouteCollector();
  for (const name of ['users', 'posts', 'teams', 'tasks', 'tags', 'carts', 'plans', 'orders', 'events']) {
    routes.get('/' + name + '/{id:[0-9]+}', () => name + ' show');
    routes.get('/' + name + '/{id:[0-9]+}/items/{item:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}}', () => name + ' item');
    routes.get('/' + name + '/{slug:(?:new|old)-[a-z]+}', () => name + ' slug');
  }
  routes.get('/files/{path:.+}', () => 'files');
  const paths = ['/tags/42', '/tags/x', '/carts/1/items/0f8fad5b-d9cb-469f-a165-70867728950e',
    '/carts/1/items/0f8fad5b', '/plans/new-plan', '/plans/odd-plan', '/files/a/b.txt', '/nowhere'];
  const answers = paths.map((path) => {
    const found = routes.match('GET', path);
    return found === null ? null : [found.handler(), { ...found.params }];
  });
`;

function answersHere(): unknown {
  return new Function('RouteCollector', `${TABLE_SCRIPT}\nreturn answers;`)(RouteCollector);
}

it('falls back to the regexes where code generation is forbidden, with the same answers', () => {
  const result = runLibraryScript(
    ['RouteCollector'],
    `${TABLE_SCRIPT}\nconsole.log(JSON.stringify(answers));`,
    ['--disallow-code-generation-from-strings'],
  );
  assert.equal(result.stderr, '');
  const here = answersHere() as unknown[];
  assert.deepEqual(JSON.parse(result.stdout), here);
  assert.equal(here.filter((answer) => answer !== null).length, 4);
});
