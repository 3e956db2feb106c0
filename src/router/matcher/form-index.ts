import type { Segment } from './segments.js';

/** A dynamic form as the index keeps it: its segments, and its regex alone, built on first test. */
export interface IndexedForm {
  readonly segments: readonly Segment[];
  alone: RegExp | null;
}

interface Node {
  /** Children by a static segment's text. */
  readonly byText: Map<string, Node>;
  /** The child for a segment with parameters (one path segment, any text). */
  dynamic: Node | null;
  /** The forms whose last segment ends here. */
  readonly forms: IndexedForm[];
  /** The forms whose first segment that may match `/` comes next: any longer path may match them. */
  readonly spanning: IndexedForm[];
}

const newNode = (): Node => ({ byText: new Map(), dynamic: null, forms: [], spanning: [] });

/**
 * The dynamic forms of a method table while it is built, for one question: does a form added so
 * far match this static path (then it outranks the path, method-table.ts)? Forms sit in a trie of
 * their segments — static ones by text, the rest under one child — so a path only meets the
 * forms its own segments lead to, not every form of the table. A form with a parameter that may
 * match `/` has no fixed number of segments: it sits at the node its segments before that one
 * lead to, and is tested on every path that passes there (a wildcard per resource of a large
 * table is met only by that resource's paths).
 */
export class FormIndex {
  readonly #root: Node = newNode();

  add(form: IndexedForm): void {
    let node = this.#root;
    for (const { staticText, spans } of form.segments) {
      if (spans) {
        node.spanning.push(form);
        return;
      }
      if (staticText === null) {
        node = node.dynamic ??= newNode();
        continue;
      }
      let child = node.byText.get(staticText);
      if (child === undefined) node.byText.set(staticText, (child = newNode()));
      node = child;
    }
    node.forms.push(form);
  }

  /** Whether a form added so far matches `path` (which starts with `/`). */
  matches(path: string): boolean {
    // Segments are `/`-led, so the path's are what follows each `/`.
    const parts = path.slice(1).split('/');
    return this.#reaches(this.#root, parts, 0, path);
  }

  #reaches(node: Node, parts: readonly string[], depth: number, path: string): boolean {
    if (node.spanning.length > 0 && node.spanning.some((form) => test(form, path))) return true;
    if (depth === parts.length) return node.forms.some((form) => test(form, path));
    const byText = node.byText.get(parts[depth]!);
    if (byText !== undefined && this.#reaches(byText, parts, depth + 1, path)) return true;
    return node.dynamic !== null && this.#reaches(node.dynamic, parts, depth + 1, path);
  }
}

function test(form: IndexedForm, path: string): boolean {
  form.alone ??= new RegExp(`^${form.segments.map((segment) => segment.key).join('')}$`);
  return form.alone.test(path);
}
