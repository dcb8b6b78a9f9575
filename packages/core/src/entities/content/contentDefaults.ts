import { cloneDefault, deepFreeze } from '../common/deepFreeze.ts';
import { itemEntityDefaults } from '../common/itemEntityDefaults.ts';
import { CONTENT_SCHEMA_VERSION, type HubContent } from './content.ts';

const CONTENT: HubContent = deepFreeze({
  ...itemEntityDefaults('', [], CONTENT_SCHEMA_VERSION),
  licenseInfo: '',
  license: { kind: 'none' },
  family: 'content',
  publisher: { name: '', username: '' },
  isDownloadable: false,
  additionalResources: [],
  dates: {
    created: { epoch: 0, precision: 'day', source: 'item.created' },
    updated: { epoch: 0, precision: 'day', source: 'item.modified' },
  },
  extendedProps: { kind: 'content' },
});

/**
 * An empty content entity (no type, no licence), a fresh copy on every call.
 *
 * @example
 * contentDefaults().license; // { kind: 'none' }
 */
export function contentDefaults(): HubContent {
  return cloneDefault(CONTENT);
}
