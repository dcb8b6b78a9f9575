import type { ImportGraph } from './importGraph.ts';

/** A floor of the server's source: what lives on it, and how a file is known to be on it. */
export interface Floor {
  readonly name: string;
  readonly holds: string;
  readonly contains: (file: string) => boolean;
}

const top = (file: string): string => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '');
const under =
  (...folders: string[]) =>
  (file: string) =>
    folders.includes(top(file));

/**
 * The floors of `apps/server/src`, lowest first (issue 45; ARCHITECTURE.md "Floors"): a file may import from its own
 * floor and the floors below it, never from one above. The rules are read from the top floor down and the first that
 * holds is a file's floor, so the name rules (`*Routes.ts`, a `testing/` folder) win over the folder rules; a file no
 * rule names is on the domain floor.
 */
export const SERVER_FLOORS: readonly Floor[] = Object.freeze([
  {
    name: 'foundations',
    holds: 'config/ (the only reader of process.env), log/, errors/ (the portal and hub error vocabulary), geometry/',
    contains: under('config', 'log', 'errors', 'geometry'),
  },
  {
    name: 'data',
    holds:
      'records and the rules that read them: db/ (tables, record types, repositories, migrations), search/ (the q language), access/ (who may read and edit what) and auth/caller.ts',
    contains: (file: string) => under('db', 'search', 'access')(file) || file === 'auth/caller.ts',
  },
  {
    name: 'plumbing',
    holds:
      'the request and the process: http/ (the app environment, body limits, parameters, errors to responses, admission) and ops/metrics/',
    contains: (file: string) => top(file) === 'http' || file.startsWith('ops/metrics/'),
  },
  {
    name: 'domain',
    holds:
      'what the routes call: commands/, auth/, features/, telemetry/, downloads/, notifications/, mail/, jobs/, limits/, lifecycle/, connector/, presenters/ — every folder not named on another floor',
    contains: () => false,
  },
  {
    name: 'routes',
    holds: 'the contracts: portal/ (sharing REST), hub/ (hub services) and every *Routes.ts',
    contains: (file: string) => /Routes\.ts$/.test(file) || ['portal', 'hub'].includes(top(file)),
  },
  {
    name: 'entry and tools',
    holds:
      'the entry points and what builds or drives a whole server: app.ts, server.ts, main.ts, dev.ts, ssr/, seed/, import/, ops/ (but its metrics), fuzz/, testing/ and every testing/ folder',
    contains: (file: string) =>
      !file.includes('/') ||
      file.split('/').slice(0, -1).includes('testing') ||
      ['ssr', 'seed', 'import', 'fuzz'].includes(top(file)) ||
      (top(file) === 'ops' && !file.startsWith('ops/metrics/')),
  },
]);

const DOMAIN = SERVER_FLOORS.findIndex((floor) => floor.name === 'domain');
// Name rules first: a `*Routes.ts` in a domain folder is a route, a `testing/` folder anywhere is a tool.
const RULE_ORDER = ['entry and tools', 'routes', 'plumbing', 'data', 'foundations'].map((name) =>
  SERVER_FLOORS.findIndex((floor) => floor.name === name),
);

/**
 * The floor (its index in {@link SERVER_FLOORS}, 0 the lowest) of a file, given relative to `apps/server/src`.
 *
 * @example
 * floorOf('errors/portalError.ts'); // 0
 */
export function floorOf(file: string): number {
  return RULE_ORDER.find((i) => SERVER_FLOORS[i]!.contains(file)) ?? DOMAIN;
}

/**
 * Every import that runs up the floors: `from` on a lower floor than the file it imports.
 *
 * @example
 * upwardImports(readImportGraph(root)); // [] when the floors hold
 */
export function upwardImports(graph: ImportGraph): { from: string; to: string; floors: string }[] {
  const found: { from: string; to: string; floors: string }[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      if (floorOf(to) > floorOf(from)) {
        found.push({ from, to, floors: `${SERVER_FLOORS[floorOf(from)]!.name} → ${SERVER_FLOORS[floorOf(to)]!.name}` });
      }
    }
  }
  return found.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}
