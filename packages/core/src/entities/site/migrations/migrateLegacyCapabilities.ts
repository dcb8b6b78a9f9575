import { ensureRecord, isRecord } from '../../common/mutableItemModel.ts';
import { featuresFromCapabilities } from '../legacyCapabilities.ts';
import { legacyCapabilitiesOf, type MutableSiteModel } from './siteMigrationModel.ts';

/**
 * The site's follow and discussions switches (`data.settings.features`) follow its legacy capabilities
 * (`hideFollow`, `disableDiscussions`): run on every site not yet at the reference's schema 1.9, as the reference
 * does, so a site whose capabilities an older editor changed shows the same switches in Plaza.
 */
export function migrateLegacyCapabilities(model: MutableSiteModel): void {
  const settings = ensureRecord(model.data, 'settings');
  const features = isRecord(settings.features) ? settings.features : {};
  settings.features = featuresFromCapabilities(legacyCapabilitiesOf(model), features);
}
