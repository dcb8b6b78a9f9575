import { describe, expect, it } from 'vitest';
import { healthOf, servicesNeededBy, troubledServices } from './serviceHealth.ts';

describe('the service health of a page', () => {
  const health = healthOf({
    health: [
      { service: 'portal', state: 'up', since: '2026-11-29T04:00:00.000Z' },
      { service: 'hub-search', state: 'degraded', since: '2026-11-29T04:10:00.000Z' },
      { service: 'events', state: 'down', since: '2026-11-29T04:20:00.000Z' },
      { service: 'elsewhere', state: 'down', since: '2026-11-29T04:20:00.000Z' },
      { service: 'discussions', state: 'sideways', since: '2026-11-29T04:20:00.000Z' },
    ],
  });

  it('keeps only well-formed entries of known services', () => {
    expect(health?.map((e) => e.service)).toEqual(['portal', 'hub-search', 'events']);
    expect(healthOf({ services: {} })).toBeUndefined();
  });

  it('names the services each page needs, in either address form', () => {
    expect(servicesNeededBy('enterprise-search')).toEqual(['portal', 'hub-search']);
    expect(servicesNeededBy('event')).toEqual(['portal', 'events']);
    expect(servicesNeededBy('home')).toEqual(['portal']);
  });

  it('warns of a needed service down or slow, down first, and of no other', () => {
    expect(troubledServices(health, servicesNeededBy('home'))).toEqual([]);
    expect(troubledServices(health, ['portal', 'hub-search', 'events']).map((e) => e.service)).toEqual([
      'events',
      'hub-search',
    ]);
    expect(troubledServices(undefined, ['events'])).toEqual([]);
  });
});
