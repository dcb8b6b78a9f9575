import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { floorOf, SERVER_FLOORS, upwardImports } from './importFloors.ts';
import { findImportCycles, readImportGraph } from './importGraph.ts';

// Issue 45: the server's files import only from their own floor and the floors below (ARCHITECTURE.md "Floors"), and
// no files of the server, the web app or the core import each other in a circle.
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');

describe('the floors of apps/server/src', () => {
  const floor = (name: string) => SERVER_FLOORS.findIndex((entry) => entry.name === name);

  it('are six, lowest first, and place files by name before folder', () => {
    expect(SERVER_FLOORS.map((entry) => entry.name)).toEqual([
      'foundations',
      'data',
      'plumbing',
      'domain',
      'routes',
      'entry and tools',
    ]);
    expect(floorOf('errors/portalError.ts')).toBe(floor('foundations'));
    expect(floorOf('db/repositories/itemRepository.ts')).toBe(floor('data'));
    expect(floorOf('auth/caller.ts')).toBe(floor('data'));
    expect(floorOf('http/appEnv.ts')).toBe(floor('plumbing'));
    expect(floorOf('ops/metrics/createMetrics.ts')).toBe(floor('plumbing'));
    expect(floorOf('commands/items/createItem.ts')).toBe(floor('domain'));
    expect(floorOf('auth/oidc/oidcAccount.ts')).toBe(floor('domain'));
    expect(floorOf('features/featureServerRoutes.ts')).toBe(floor('routes'));
    expect(floorOf('portal/portalRoutes.ts')).toBe(floor('routes'));
    expect(floorOf('limits/testing/instancesOnOneDatabase.ts')).toBe(floor('entry and tools'));
    expect(floorOf('ops/backup/backupCli.ts')).toBe(floor('entry and tools'));
    expect(floorOf('app.ts')).toBe(floor('entry and tools'));
  });

  it('finds an import that runs up the floors', () => {
    const graph = new Map([
      ['commands/items/createItem.ts', new Set(['portal/content/itemRoutes.ts', 'errors/itemErrors.ts'])],
      ['db/featureTables.ts', new Set(['features/LayerField.ts'])],
    ]);
    expect(upwardImports(graph)).toEqual([
      { from: 'commands/items/createItem.ts', to: 'portal/content/itemRoutes.ts', floors: 'domain → routes' },
      { from: 'db/featureTables.ts', to: 'features/LayerField.ts', floors: 'data → domain' },
    ]);
  });

  it('hold: no file imports from a higher floor than its own', () => {
    expect(upwardImports(readImportGraph(here))).toEqual([]);
  });
});

describe('import cycles', () => {
  it('are found, however long', () => {
    const graph = new Map([
      ['a.ts', new Set(['b.ts'])],
      ['b.ts', new Set(['c.ts'])],
      ['c.ts', new Set(['a.ts', 'd.ts'])],
      ['d.ts', new Set<string>()],
      ['e.ts', new Set(['e.ts'])],
    ]);
    expect(findImportCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });

  it.each(['apps/server/src', 'apps/web/src', 'packages/core/src'])('none remain in %s', (root) => {
    expect(findImportCycles(readImportGraph(path.join(repo, root)))).toEqual([]);
  });
});
