// Reads the fenced code blocks of a Markdown file, with the line numbers the tests of the docs
// report and the `<!-- fragment: reason -->` marker that exempts a block from being compiled
// (CONTRIBUTING.md, "Code in the docs").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CodeBlock {
  /** The Markdown file, relative to the repository root: `docs/http.md`. */
  file: string;
  /** 1-based line of the block's first line of code (the line after the opening fence). */
  line: number;
  /** The info string's language: `ts`, `sh`, `text`. */
  language: string;
  /** The code, its lines joined with `\n`. */
  code: string;
  /** The reason the marker on the line before the fence gives, or null when there is none. */
  fragment: string | null;
}

const FENCE = /^```(\S*)\s*$/;
const FRAGMENT = /^<!--\s*fragment:\s*(.+?)\s*-->\s*$/;

/** Every fenced block of `file` (a path relative to `root`), in document order. */
export function codeBlocks(root: string, file: string): CodeBlock[] {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const opening = FENCE.exec(lines[index]!);
    if (!opening) continue;
    const start = index + 1;
    let end = start;
    while (end < lines.length && !/^```\s*$/.test(lines[end]!)) end++;
    const marker = index > 0 ? FRAGMENT.exec(lines[index - 1]!) : null;
    blocks.push({
      file,
      line: start + 1,
      language: opening[1] ?? '',
      code: lines.slice(start, end).join('\n'),
      fragment: marker?.[1] ?? null,
    });
    index = end;
  }
  return blocks;
}
