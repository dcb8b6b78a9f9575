import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// STYLE.md: every public export of @plaza/core is listed by name in index.ts (no `export *`) and has TSDoc;
// functions, constants and classes also carry an @example.
const srcDir = import.meta.dirname;
const index = fs.readFileSync(path.join(srcDir, 'index.ts'), 'utf8');

interface Listed {
  readonly name: string;
  readonly file: string;
  readonly isType: boolean;
}

function listedExports(): Listed[] {
  const listed: Listed[] = [];
  for (const match of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g)) {
    for (const raw of (match[1] ?? '').split(',')) {
      const entry = raw.trim();
      if (!entry) continue;
      const isType = entry.startsWith('type ');
      const name = entry
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      listed.push({ name, file: match[2]!, isType });
    }
  }
  return listed;
}

function docOf(source: string, name: string): string | undefined {
  const declaration = new RegExp(
    String.raw`(/\*\*(?:(?!\*/)[\s\S])*\*/)\s*export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+${name}\b`,
  );
  return declaration.exec(source)?.[1];
}

describe('the public surface of @plaza/core', () => {
  const listed = listedExports();

  it('lists every export by name: no `export *`', () => {
    expect(index).not.toMatch(/^export\s+\*/m);
    expect(listed.length).toBeGreaterThan(300);
  });

  it('documents every export with TSDoc, and every value with an @example', () => {
    const problems: string[] = [];
    for (const { name, file, isType } of listed) {
      const doc = docOf(fs.readFileSync(path.join(srcDir, file), 'utf8'), name);
      if (!doc) problems.push(`${name} (${file}): no TSDoc`);
      else if (!isType && !doc.includes('@example')) problems.push(`${name} (${file}): no @example`);
    }
    expect(problems).toEqual([]);
  });
});
