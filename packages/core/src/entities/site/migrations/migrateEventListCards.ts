import { ensureRecord } from '../../common/mutableItemModel.ts';
import { forEachCardSettings, type MutableSiteModel } from './siteMigrationModel.ts';

/**
 * Step 1.3 (ADR 0032): event list cards trade the legacy `calendarEnabled` / `initialView` settings for
 * `availableViews` (`['list']`, plus `'calendar'` when it was enabled) and `defaultView`.
 */
export function migrateEventListCards(model: MutableSiteModel): void {
  forEachCardSettings(ensureRecord(model.data, 'values').layout, (settings, name) => {
    if (name !== 'event-list-card' || !('calendarEnabled' in settings || 'initialView' in settings)) return;
    const calendar = settings.calendarEnabled === true;
    settings.availableViews = calendar ? ['list', 'calendar'] : ['list'];
    settings.defaultView = calendar && settings.initialView === 'calendar' ? 'calendar' : 'list';
    delete settings.calendarEnabled;
    delete settings.initialView;
  });
}
