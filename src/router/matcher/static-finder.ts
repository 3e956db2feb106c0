// The static paths of one method table. Generated where code generation is allowed: a switch on
// the path's length, then string comparisons within that length — for a path built per request
// (not interned), a comparison of equal-length strings costs less than hashing it for a Map
// lookup. A length shared by many paths
// keeps a Map of its own; jitless tables use the Map for every length.
import { CodeWriter, literal } from '../../compiler/code-writer.js';
import type { RouteMatch } from '../route.js';

export type StaticFinder = (path: string) => RouteMatch | undefined;

/** Past this many paths of one length, that length looks up a Map instead of comparing. */
const COMPARISONS_PER_LENGTH = 8;

/** The finder of `paths` (path → match), generated when `generateCode`. */
export function staticFinder(paths: ReadonlyMap<string, RouteMatch>, generateCode: boolean): StaticFinder {
  if (paths.size === 0) return () => undefined;
  if (!generateCode) return (path) => paths.get(path);
  const byLength = new Map<number, Array<[string, RouteMatch]>>();
  for (const entry of paths) {
    const group = byLength.get(entry[0].length);
    if (group === undefined) byLength.set(entry[0].length, [entry]);
    else group.push(entry);
  }
  const code = new CodeWriter();
  code.block('switch (path.length)', () => {
    for (const [length, group] of byLength) {
      code.block(`case ${length}:`, () => {
        if (group.length > COMPARISONS_PER_LENGTH) {
          code.line(`return ${code.ref(new Map(group), 'sameLength')}.get(path);`);
          return;
        }
        for (const [path, match] of group)
          code.line(`if (path === ${literal(path)}) return ${code.ref(match, 'match')};`);
        code.line('return undefined;');
      });
    }
  });
  code.line('return undefined;');
  return code.compile<StaticFinder>(['path'], 'router.static');
}
