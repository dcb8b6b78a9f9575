import { ensureRecord } from '../../common/mutableItemModel.ts';
import { forEachCardSettings, type MutableSiteModel } from './siteMigrationModel.ts';

const LEGACY = new Set(['link', 'unstyled']);

/** Step 1.4: buttons styled `link` or `unstyled` (retired styles) become `transparent`. */
export function migrateLinkButtons(model: MutableSiteModel): void {
  forEachCardSettings(ensureRecord(model.data, 'values').layout, (settings) => {
    if (typeof settings.buttonStyle === 'string' && LEGACY.has(settings.buttonStyle))
      settings.buttonStyle = 'transparent';
  });
}
