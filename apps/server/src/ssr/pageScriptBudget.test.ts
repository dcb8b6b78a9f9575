import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEB_ROOT } from './viteWebRenderer.ts';
import { assetsFromManifest } from './webRenderer.ts';

// Issue 42: the script a public page loads before it can answer input, per page, within a budget (ADR 0214). The
// client is built here with the web app's own Vite config, and each page's scripts are the ones the server writes
// into its HTML (assetsFromManifest: the entry, its imports, and the rendered route's chunks). Sizes are gzip -9 of
// the files as built (the server sends Brotli, a little smaller). A page that grows past its budget fails this test:
// cut what its first screen does not need, or raise the budget here and say why in the commit.

/** Public pages: the route module the server preloads for it, and its budget in KiB (gzip). */
const PAGES = {
  'site home': { module: 'src/scenes/SiteHome/SiteHomeRoute.tsx', budgetKiB: 256 },
  'site page': { module: 'src/scenes/SitePage/SitePageRoute.tsx', budgetKiB: 256 },
  search: { module: 'src/scenes/Search/SearchRoute.tsx', budgetKiB: 256 },
  'content (dataset, map, initiative…)': { module: 'src/scenes/Content/ContentRoute.tsx', budgetKiB: 256 },
  event: { module: 'src/scenes/Event/EventRoute.tsx', budgetKiB: 256 },
  group: { module: 'src/scenes/Group/GroupRoute.tsx', budgetKiB: 256 },
  person: { module: 'src/scenes/Person/PersonRoute.tsx', budgetKiB: 256 },
  survey: { module: 'src/scenes/Survey/SurveyRoute.tsx', budgetKiB: 257 },
} as const;

/** Code no public page needs before a visitor asks for it (ADR 0162, 0214): it must not be in any page's first scripts. */
const NEVER_FIRST = [
  ['MapLibre', /[\\/]node_modules[\\/]maplibre-gl[\\/]/],
  ['Calcite', /[\\/]node_modules[\\/]@esri[\\/]calcite-components[\\/]/],
  ['the Markdown renderer', /[\\/]node_modules[\\/]marked[\\/]/],
  ['the HTML sanitiser', /[\\/]node_modules[\\/]@esri[\\/]arcgis-html-sanitizer[\\/]/],
  // The route table names the workspace's routes (and their titles); its screens load when opened.
  ['the workspace screens', /[\\/]apps[\\/]web[\\/]src[\\/]workspace[\\/].*(Route|Page|Editor|Form)\.tsx$/],
  ['the scenes few visits start on', /[\\/]scenes[\\/](PersonSettings|Notifications|TemplateAbout|SolutionAbout)[\\/]/],
] as const;

let outDir: string;
let manifest: Parameters<typeof assetsFromManifest>[0];
let modulesOf: Map<string, readonly string[]>;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-script-budget-'));
  // Vitest runs with NODE_ENV=test, and Vite would then bundle React's development build: build as `npm run build`.
  vi.stubEnv('NODE_ENV', 'production');
  const result = await build({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, copyPublicDir: false },
  }).finally(() => vi.unstubAllEnvs());
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  modulesOf = new Map(
    outputs.flatMap((output) =>
      output.output.flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk.moduleIds] as const] : [])),
    ),
  );
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as typeof manifest;
}, 240_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

/** The script files a page's HTML names (entry, module preloads, the route's chunks), as built. */
function firstScriptsOf(module: string): string[] {
  const assets = assetsFromManifest(manifest);
  const routeFiles = assets.routePreloads?.[module];
  if (!routeFiles) throw new Error(`The build has no lazily loaded route ${module}.`);
  return [...new Set([...assets.scripts, ...assets.preloads, ...routeFiles])].map((url) => url.replace(/^\//, ''));
}

function gzipKiB(files: readonly string[]): number {
  const bytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length,
    0,
  );
  return Math.round((bytes / 1024) * 10) / 10;
}

describe('the first script of each public page', () => {
  for (const [page, { module, budgetKiB }] of Object.entries(PAGES)) {
    it(`${page}: within ${budgetKiB} KiB gzipped`, () => {
      const files = firstScriptsOf(module);
      const size = gzipKiB(files);
      process.stdout.write(`${page}: ${size} KiB in ${files.length} files\n`);
      expect(size, `${page} loads ${files.join(', ')}`).toBeLessThanOrEqual(budgetKiB);
    });

    it(`${page}: loads no map, Calcite, Markdown, sanitiser or workspace code`, () => {
      const files = firstScriptsOf(module);
      const modules = files.flatMap((file) => modulesOf.get(file) ?? []);
      expect(modules.length, `the build output names the modules of ${files.join(', ')}`).toBeGreaterThan(0);
      for (const [name, pattern] of NEVER_FIRST) {
        expect(
          modules.filter((id) => pattern.test(id)),
          `${name} in ${page}'s first scripts`,
        ).toEqual([]);
      }
    });
  }
});
