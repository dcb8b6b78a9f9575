import fs from 'node:fs';
import path from 'node:path';

/** Files (relative to a source root, `/`-separated) and the files of the same root each one imports. */
export type ImportGraph = ReadonlyMap<string, ReadonlySet<string>>;

const IMPORT = /(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gs;

/**
 * The relative imports between the TypeScript files under `root` (tests left out: they may reach anywhere), type-only
 * imports included — a type read from a higher floor ties the floors as much as a value.
 *
 * @example
 * const graph = readImportGraph(path.resolve('apps/server/src'));
 */
export function readImportGraph(root: string): ImportGraph {
  const graph = new Map<string, Set<string>>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
        continue;
      }
      if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      const from = path.relative(root, full).split(path.sep).join('/');
      const targets = new Set<string>();
      for (const match of fs.readFileSync(full, 'utf8').matchAll(IMPORT)) {
        const target = path
          .relative(root, path.resolve(dir, (match[1] ?? match[2])!))
          .split(path.sep)
          .join('/');
        if (!target.startsWith('..')) targets.add(target);
      }
      graph.set(from, targets);
    }
  };
  walk(root);
  return graph;
}

/**
 * The import cycles of a graph: each strongly connected group of two or more files (or a file importing itself),
 * files sorted; none when the imports run one way.
 *
 * @example
 * findImportCycles(new Map([['a.ts', new Set(['b.ts'])], ['b.ts', new Set(['a.ts'])]])); // [['a.ts', 'b.ts']]
 */
export function findImportCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.has(file)) cycles.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles;
}
