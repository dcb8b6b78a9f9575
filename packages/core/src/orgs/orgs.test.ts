import { describe, expect, it } from 'vitest';
import { createHubLogger } from '../log/hubLogger.ts';
import { deriveOrgKey } from './deriveOrgKey.ts';
import { injectHomeSiteValues, type HomeSiteModel } from './homeSiteModel.ts';

describe('deriveOrgKey', () => {
  it('takes the first label of a hostname, lowercased', () => {
    expect(deriveOrgKey('Riverside.Hub.example.org')).toBe('riverside');
  });
  it('lowercases a bare key and trims it', () => {
    expect(deriveOrgKey('  RiverSide ')).toBe('riverside');
  });
  it('is empty for an empty input', () => {
    expect(deriveOrgKey('')).toBe('');
  });
});

function template(): HomeSiteModel {
  return {
    item: { id: 'home1', title: 'Template', url: 'https://template.example' },
    data: {
      catalog: { groups: ['g1'] },
      values: {
        title: 'Template',
        layout: {
          header: { component: { name: 'site-header', settings: { title: 'Template' } } },
          sections: [{ rows: [{ cards: [{ component: { name: 'jumbotron', settings: { orgName: 'x' } } }] }] }],
        },
      },
    },
  };
}

const org = {
  orgId: 'org9',
  orgTitle: 'Riverside Parks',
  siteTitle: 'Riverside Parks',
  url: 'https://riverside.example',
};

function capture() {
  const errors: unknown[][] = [];
  const logger = createHubLogger('all', {
    debug: () => {},
    info: () => {},
    warn: () => {},
    error: (...args: unknown[]) => errors.push(args),
    log: () => {},
  });
  return { errors, logger };
}

describe('injectHomeSiteValues', () => {
  it('fills url, catalog orgId, title, header title and the first card orgName', () => {
    const { errors, logger } = capture();
    const before = template();
    const model = injectHomeSiteValues(before, org, logger);
    expect(model.item).toEqual({ id: 'home1', title: 'Template', url: 'https://riverside.example' });
    expect(model.data.catalog).toEqual({ groups: ['g1'], orgId: 'org9' });
    const values = model.data.values as { title: string; layout: { header: unknown; sections: unknown } };
    expect(values.title).toBe('Riverside Parks');
    expect(values.layout.header).toEqual({
      component: { name: 'site-header', settings: { title: 'Riverside Parks' } },
    });
    expect(values.layout.sections).toEqual([
      { rows: [{ cards: [{ component: { name: 'jumbotron', settings: { orgName: 'Riverside Parks' } } }] }] },
    ]);
    expect(errors).toEqual([]);
    expect(before).toEqual(template());
  });

  it('logs an error naming the model id when the layout has no first card, and still sets the rest', () => {
    const { errors, logger } = capture();
    const model = injectHomeSiteValues({ item: { id: 'bare' }, data: {} }, org, logger);
    expect(model.data).toEqual({ catalog: { orgId: 'org9' }, values: { title: 'Riverside Parks' } });
    expect(model.item.url).toBe('https://riverside.example');
    expect(errors).toHaveLength(1);
    expect(String(errors[0]?.[0])).toContain('bare');
  });
});
