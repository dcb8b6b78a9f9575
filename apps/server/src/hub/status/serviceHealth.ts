import { HUB_SERVICES, type HubService, type ServiceStatus } from '@plaza/core';

/** How a service is working for visitors now: `up`, `degraded` (slow), `down`, or not served here. */
export type ServiceState = 'up' | 'degraded' | 'down' | 'not-available';

/** A service's state, since when (epoch ms), and whether an operator declared it. */
export interface ServiceHealthEntry {
  readonly service: HubService;
  readonly state: ServiceState;
  readonly since: number;
  readonly declared: boolean;
}

/** A response slower than this is a slow one (ms). */
export const SLOW_RESPONSE_MS = 2000;
/** This many failed (5xx) answers in a row make a service down; as many slow ones, degraded. */
export const OUTCOMES_IN_A_ROW = 3;

interface Tracked {
  state: ServiceState;
  since: number;
  declared: ServiceState | undefined;
  failures: number;
  slow: number;
}

/**
 * Each hub service's state, kept by the process that serves it (issue 43 item 8, ADR 0239): what its own answers show
 * — three 5xx in a row, down; three answers slower than 2 s in a row, degraded; an answer fast and not a 5xx, up —
 * unless an operator declared a state (`declare`), which holds until they hand it back (`'auto'`). `since` moves
 * only when the state changes. A service this deployment does not serve is `not-available` from the start.
 *
 * @example
 * const health = new ServiceHealth(SERVED_SERVICES);
 * health.observe('events', { status: 500, ms: 12 });
 * health.entries(); // [{ service: 'portal', state: 'up', since: …, declared: false }, …]
 */
export class ServiceHealth {
  readonly #services = new Map<HubService, Tracked>();
  readonly #now: () => number;

  constructor(served: Readonly<Record<HubService, string | null>>, now: () => number = Date.now) {
    this.#now = now;
    const start = now();
    for (const service of HUB_SERVICES) {
      const state: ServiceState = served[service] === null ? 'not-available' : 'up';
      this.#services.set(service, { state, since: start, declared: undefined, failures: 0, slow: 0 });
    }
  }

  /** Records one answer of a service: its HTTP status and how long it took. */
  observe(service: HubService, outcome: { readonly status: number; readonly ms: number }): void {
    const tracked = this.#services.get(service);
    if (!tracked || tracked.state === 'not-available') return;
    if (outcome.status >= 500) {
      tracked.failures += 1;
      tracked.slow = 0;
    } else if (outcome.ms > SLOW_RESPONSE_MS) {
      tracked.failures = 0;
      tracked.slow += 1;
    } else {
      tracked.failures = 0;
      tracked.slow = 0;
    }
    this.#settle(tracked);
  }

  /** An operator's word on a service (`'auto'`: back to what its answers show). Not for one not served here. */
  declare(service: HubService, state: Exclude<ServiceState, 'not-available'> | 'auto'): boolean {
    const tracked = this.#services.get(service);
    if (!tracked || tracked.state === 'not-available') return false;
    tracked.declared = state === 'auto' ? undefined : state;
    if (state === 'auto') {
      tracked.failures = 0;
      tracked.slow = 0;
    }
    this.#settle(tracked);
    return true;
  }

  /** Every service, in the spec's order. */
  entries(): ServiceHealthEntry[] {
    return HUB_SERVICES.map((service) => {
      const tracked = this.#services.get(service)!;
      return { service, state: tracked.state, since: tracked.since, declared: tracked.declared !== undefined };
    });
  }

  #settle(tracked: Tracked): void {
    const observed: ServiceState =
      tracked.failures >= OUTCOMES_IN_A_ROW ? 'down' : tracked.slow >= OUTCOMES_IN_A_ROW ? 'degraded' : 'up';
    const next = tracked.declared ?? observed;
    if (next !== tracked.state) {
      tracked.state = next;
      tracked.since = this.#now();
    }
  }
}

/**
 * The spec's service status of a state (spec 1 §9): a slow service still answers, so it is `online`; a down one,
 * `offline`.
 *
 * @example
 * serviceStatusOf('degraded'); // 'online'
 */
export function serviceStatusOf(state: ServiceState): ServiceStatus {
  if (state === 'down') return 'offline';
  if (state === 'not-available') return 'not-available';
  return 'online';
}
