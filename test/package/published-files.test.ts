// The npm tarball must hold every file its README and docs link to, so that links work from
// the package page and from node_modules/intake, and it must carry its licence.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { test } from 'node:test';

const root = process.cwd();

function packedFiles(): Set<string> {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [report] = JSON.parse(output) as [{ files: { path: string }[] }];
  return new Set(report.files.map((file) => file.path));
}

/** Relative link targets of a Markdown file, code blocks and code spans left out. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] as string);
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'));
}

test('the tarball contains every file that a shipped Markdown page links to', () => {
  const files = packedFiles();
  const pages = [...files].filter((file) => file.endsWith('.md'));
  assert.ok(pages.includes('README.md') && pages.some((page) => page.startsWith('docs/')));
  const missing: string[] = [];
  for (const page of pages) {
    for (const link of relativeLinks(readFileSync(join(root, page), 'utf8'))) {
      const target = normalize(join(dirname(page), link.split('#')[0] as string)).replace(/\/$/, '');
      const shipped = files.has(target) || [...files].some((file) => file.startsWith(`${target}/`));
      if (!shipped) missing.push(`${page} → ${link}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('the tarball ships the MIT licence that package.json declares', () => {
  const files = packedFiles();
  assert.ok(files.has('LICENSE'));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { license: string };
  assert.equal(pkg.license, 'MIT');
  assert.match(readFileSync(join(root, 'LICENSE'), 'utf8'), /^MIT License/);
});
