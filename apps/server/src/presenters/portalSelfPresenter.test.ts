import { describe, expect, it } from 'vitest';
import type { OrgRow } from '../db/repositories/orgRepository.ts';
import { presentPortalSelf } from './portalSelfPresenter.ts';

const org = (properties: OrgRow['properties']): OrgRow => ({
  id: 'org1',
  url_key: 'riverside',
  name: 'Riverside',
  description: '',
  is_default: true,
  is_portal: false,
  hub_enabled: true,
  properties,
  max_groups_per_user: 512,
  created: 1,
  modified: 2,
});

describe('presentPortalSelf', () => {
  it('answers the community organisation and the companions where the reference reads them (issue 44 item 5)', () => {
    const self = presentPortalSelf(
      org({
        communityOrg: { orgId: 'c1', portalHostname: 'c-riverside.localhost' },
        companionOrganizations: [{ orgId: 'c1', type: 'Community' }, 'not a record' as never],
      }),
      'localhost',
    );
    expect(self.portalProperties.hub).toEqual({
      enabled: true,
      settings: { communityOrg: { orgId: 'c1', portalHostname: 'c-riverside.localhost' } },
    });
    expect(self.subscriptionInfo.companionOrganizations).toEqual([{ orgId: 'c1', type: 'Community' }]);
  });

  it('leaves both out when the organisation has neither', () => {
    const self = presentPortalSelf(org({}), 'localhost');
    expect(self.portalProperties).toEqual({ hub: { enabled: true } });
    expect(self.subscriptionInfo).toEqual({ type: 'Organization', hubLicense: 'hub-premium' });
  });
});
