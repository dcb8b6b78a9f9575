import { describe, expect, it } from 'vitest';
import { classifyVisitor, isInternalUser } from './classifyVisitor.ts';

describe('classifyVisitor', () => {
  const orgs = { siteOrgId: 'site', communityOrgId: 'comm', companionOrgIds: ['comp1', 'comp2'] };

  it('classes each kind of visitor as spec 3 §1 names them', () => {
    expect(classifyVisitor(undefined, orgs)).toBe('anonymous');
    expect(classifyVisitor({ orgId: 'site' }, orgs)).toBe('staff');
    expect(classifyVisitor({ orgId: 'comm' }, orgs)).toBe('community');
    expect(classifyVisitor({ orgId: 'comp2' }, orgs)).toBe('companion');
    expect(classifyVisitor({ orgId: 'elsewhere' }, orgs)).toBe('other');
  });

  it('prefers community over companion, and needs a community or companions to class as them', () => {
    expect(classifyVisitor({ orgId: 'comm' }, { ...orgs, companionOrgIds: ['comm'] })).toBe('community');
    expect(classifyVisitor({ orgId: 'comm' }, { siteOrgId: 'site' })).toBe('other');
    expect(classifyVisitor({ orgId: '' }, { siteOrgId: 'site', communityOrgId: '' })).toBe('other');
  });
});

describe('isInternalUser', () => {
  it('flags the provider’s own e-mail domains and their subdomains, without case', () => {
    expect(isInternalUser({ email: 'Ana@Plaza.Example' }, ['plaza.example'])).toBe(true);
    expect(isInternalUser({ email: 'ana@maps.plaza.example' }, ['plaza.example'])).toBe(true);
    expect(isInternalUser({ email: 'ana@notplaza.example' }, ['plaza.example'])).toBe(false);
    expect(isInternalUser({ email: 'ana@city.gov' }, ['plaza.example'])).toBe(false);
    expect(isInternalUser({ email: 'no-at-sign' }, ['plaza.example'])).toBe(false);
    expect(isInternalUser({ email: 'ana@city.gov' }, [])).toBe(false);
  });

  it('flags In House and Demo and Marketing accounts whatever the e-mail', () => {
    expect(isInternalUser({ email: 'ana@city.gov', accountType: 'In House' }, [])).toBe(true);
    expect(isInternalUser({ accountType: 'Demo and Marketing' }, [])).toBe(true);
    expect(isInternalUser({ email: 'ana@city.gov', accountType: 'Organization' }, [])).toBe(false);
  });
});
