import { HUB_SERVICES, type HubService } from '@plaza/core';

/** How a hub service is working now (ADR 0239): as `GET /api/status/v1` answers it under `health`. */
export type ServiceState = 'up' | 'degraded' | 'down' | 'not-available';

/** One service's state and since when (ISO 8601). */
export interface ServiceHealthView {
  readonly service: HubService;
  readonly state: ServiceState;
  readonly since: string;
}

const STATES: ReadonlySet<string> = new Set(['up', 'degraded', 'down', 'not-available']);
const SERVICES: ReadonlySet<string> = new Set(HUB_SERVICES);
/** A status that takes longer than this is not waited for: the page shows without it. */
const STATUS_TIMEOUT_MS = 3000;

/**
 * Each hub service's state from the hub beside `portalUrl` (`/api/status/v1`), or undefined when it cannot be read —
 * a page never fails for want of its status.
 *
 * @example
 * const health = await fetchServiceHealth('http://localhost:3000/sharing/rest');
 * health?.find((s) => s.service === 'events')?.state; // 'up'
 */
export async function fetchServiceHealth(
  portalUrl: string,
  signal?: AbortSignal,
): Promise<readonly ServiceHealthView[] | undefined> {
  try {
    const timeout = AbortSignal.timeout(STATUS_TIMEOUT_MS);
    const response = await fetch(new URL('/api/status/v1', portalUrl), {
      headers: { accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) return undefined;
    return healthOf(await response.json());
  } catch {
    return undefined;
  }
}

/** The `health` list of a status answer, keeping only well-formed entries. */
export function healthOf(body: unknown): readonly ServiceHealthView[] | undefined {
  const list = (body as { health?: unknown } | null)?.health;
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((entry: unknown) => {
    const { service, state, since } = (entry ?? {}) as Record<string, unknown>;
    if (typeof service !== 'string' || !SERVICES.has(service)) return [];
    if (typeof state !== 'string' || !STATES.has(state) || typeof since !== 'string') return [];
    return [{ service: service as HubService, state: state as ServiceState, since }];
  });
}

// Which services a page needs besides the portal (every page reads the site from it), by route id.
const NEEDS: Readonly<Record<string, readonly HubService[]>> = {
  search: ['hub-search'],
  event: ['events'],
  discussions: ['discussions'],
  datasets: ['hub-downloads'],
  maps: ['hub-downloads'],
  documents: ['hub-downloads'],
  notifications: ['notifications'],
};

/**
 * The services a site page needs: the portal, and what its route reads (search, events, discussions, downloads,
 * notifications).
 *
 * @example
 * servicesNeededBy('enterprise-search'); // ['portal', 'hub-search']
 */
export function servicesNeededBy(routeId: string | undefined): readonly HubService[] {
  return ['portal', ...(NEEDS[(routeId ?? '').replace(/^enterprise-/, '')] ?? [])];
}

/** The needed services that are down or slow, down first. */
export function troubledServices(
  health: readonly ServiceHealthView[] | undefined,
  needed: readonly HubService[],
): readonly ServiceHealthView[] {
  const troubled = (health ?? []).filter(
    (entry) => needed.includes(entry.service) && (entry.state === 'down' || entry.state === 'degraded'),
  );
  return [...troubled.filter((e) => e.state === 'down'), ...troubled.filter((e) => e.state === 'degraded')];
}
