import { describe, expect, it } from 'vitest';
import { SERVED_SERVICES, servedServicesOf } from './servedServices.ts';
import { ServiceHealth, serviceStatusOf, SLOW_RESPONSE_MS } from './serviceHealth.ts';

// Issue 43 item 8 (ADR 0239): a service's state follows its own answers, and since moves only when it changes.
describe('ServiceHealth', () => {
  const clock = { now: 1_000 };
  const fresh = () => new ServiceHealth(SERVED_SERVICES, () => clock.now);
  const entry = (health: ServiceHealth, service: string) => health.entries().find((e) => e.service === service)!;

  it('is down after three failed answers in a row, and up again on a good one', () => {
    const health = fresh();
    expect(entry(health, 'events')).toEqual({ service: 'events', state: 'up', since: 1_000, declared: false });
    clock.now = 2_000;
    health.observe('events', { status: 500, ms: 5 });
    health.observe('events', { status: 503, ms: 5 });
    expect(entry(health, 'events').state).toBe('up');
    clock.now = 3_000;
    health.observe('events', { status: 502, ms: 5 });
    expect(entry(health, 'events')).toMatchObject({ state: 'down', since: 3_000 });
    clock.now = 4_000;
    health.observe('events', { status: 500, ms: 5 });
    expect(entry(health, 'events').since).toBe(3_000);
    health.observe('events', { status: 404, ms: 5 });
    expect(entry(health, 'events')).toMatchObject({ state: 'up', since: 4_000 });
    // The others were never touched.
    expect(entry(health, 'discussions')).toMatchObject({ state: 'up', since: 1_000 });
  });

  it('is degraded after three slow answers in a row', () => {
    const health = fresh();
    for (let i = 0; i < 3; i += 1) health.observe('hub-search', { status: 200, ms: SLOW_RESPONSE_MS + 1 });
    expect(entry(health, 'hub-search').state).toBe('degraded');
    health.observe('hub-search', { status: 200, ms: 10 });
    expect(entry(health, 'hub-search').state).toBe('up');
  });

  it("keeps an operator's word until it is handed back, and has none for a service not served", () => {
    const health = new ServiceHealth(servedServicesOf(true), () => clock.now);
    expect(health.declare('events', 'down')).toBe(true);
    health.observe('events', { status: 200, ms: 1 });
    expect(entry(health, 'events')).toMatchObject({ state: 'down', declared: true });
    health.declare('events', 'auto');
    expect(entry(health, 'events')).toMatchObject({ state: 'up', declared: false });
    expect(health.declare('hub-search', 'down')).toBe(false);
    expect(entry(health, 'hub-search').state).toBe('not-available');
  });

  it("speaks the spec's statuses", () => {
    expect(['up', 'degraded', 'down', 'not-available'].map((s) => serviceStatusOf(s as never))).toEqual([
      'online',
      'online',
      'offline',
      'not-available',
    ]);
  });
});
