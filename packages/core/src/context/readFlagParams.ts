import { HUB_SERVICES, type HubService } from '../constants.ts';
import type { ServiceStatus } from './Context.ts';

/** What the URL parameters `pe`, `pd`, `sol` and `sna` ask for (spec 2 §5). */
export interface FlagParams {
  /** Permission → enabled (`pe`) or disabled (`pd`; disabling wins when both name it). */
  readonly featureFlags: Readonly<Record<string, boolean>>;
  /** Service → `offline` (`sol`) or `not-available` (`sna`; wins when both name it). */
  readonly serviceStatus: Readonly<Partial<Record<HubService, ServiceStatus>>>;
}

const SERVICES: ReadonlySet<string> = new Set(HUB_SERVICES);

/**
 * Reads the debugging parameters of a page URL: `pe` enables features, `pd` disables them, `sol` marks
 * services offline, `sna` marks them not available. Values are comma-separated and a parameter may repeat;
 * unknown service names are ignored.
 *
 * @example
 * readFlagParams('?pe=hub:feature:workspace&sol=events');
 * // { featureFlags: { 'hub:feature:workspace': true }, serviceStatus: { events: 'offline' } }
 */
export function readFlagParams(search: string | URLSearchParams | undefined): FlagParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : (search ?? new URLSearchParams());
  const featureFlags: Record<string, boolean> = {};
  for (const name of values(params, 'pe')) featureFlags[name] = true;
  for (const name of values(params, 'pd')) featureFlags[name] = false;
  const serviceStatus: Partial<Record<HubService, ServiceStatus>> = {};
  for (const name of values(params, 'sol')) if (isService(name)) serviceStatus[name] = 'offline';
  for (const name of values(params, 'sna')) if (isService(name)) serviceStatus[name] = 'not-available';
  return { featureFlags, serviceStatus };
}

function values(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

function isService(name: string): name is HubService {
  return SERVICES.has(name);
}
