import type { PermissionPolicy } from '../PermissionPolicy.ts';

/**
 * Features, licences, availability and environment gates (spec 2 §6, spec 1 §6, spec 3 §6). The workspace
 * is alpha in devext, qaext and production; keyboard shortcuts and history are alpha in devext and qaext
 * (history also needs sign-in); the follow card only behind a flag, in qaext. Anonymous visitors have no
 * workspace (ADR 0025).
 */
export const FEATURE_POLICIES = Object.freeze({
  'hub:feature:workspace': {
    authenticated: true,
    availability: ['alpha'],
    environments: ['devext', 'qaext', 'production'],
  },
  'hub:feature:keyboardshortcuts': { availability: ['alpha'], environments: ['devext', 'qaext'] },
  'hub:feature:history': { authenticated: true, availability: ['alpha'], environments: ['devext', 'qaext'] },
  'hub:feature:followcard': { availability: ['flag'], environments: ['qaext'] },
  'hub:feature:user:preferences': { authenticated: true },
  'hub:license:hub-basic': { licenses: ['hub-basic'] },
  'hub:license:hub-premium': { licenses: ['hub-premium'] },
  'hub:license:enterprise-sites': { licenses: ['enterprise-sites'] },
  'hub:availability:alpha': { availability: ['alpha'] },
  'hub:availability:beta': { availability: ['beta'] },
  'hub:availability:general': { availability: ['general'] },
  'hub:environment:production': { environments: ['production'] },
  'hub:environment:qaext': { environments: ['qaext'] },
  'hub:environment:devext': { environments: ['devext'] },
  'hub:environment:enterprise': { environments: ['enterprise'] },
} as const satisfies Readonly<Record<string, PermissionPolicy>>);
