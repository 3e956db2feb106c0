// What the generating commands (`intake build`, `intake client`, `intake routes --types`) do with
// their output files: write them, or with `--check` compare them and say which one is missing or
// stale and the command that writes it again (for CI).
import { readFileSync, writeFileSync } from 'node:fs';

/** What a command prints: `text` on stdout, `problem` (why `--check` failed) on stderr. */
export interface CommandReport {
  readonly text: string;
  readonly problem?: string;
}

/** Writes each `[path, text]`, or with `check` returns the first problem found; undefined when none. */
export function writeOrCheck(
  files: readonly (readonly [path: string, text: string])[],
  check: boolean,
  command: string,
): string | undefined {
  if (!check) {
    for (const [path, text] of files) writeFileSync(path, text);
    return undefined;
  }
  for (const [path, text] of files) {
    const current = readOrUndefined(path);
    if (current !== text)
      return `${path} is ${current === undefined ? 'missing' : 'stale'}: run \`${command}\``;
  }
  return undefined;
}

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
