import { forEachCardSettings, siteValues, type MutableSiteModel } from './siteMigrationModel.ts';

/** Step 1.6: an event list card's `calendarEnabled` becomes its `displayMode` (`calendar` or `list`). */
export function migrateEventListCards(model: MutableSiteModel): void {
  forEachCardSettings(siteValues(model).layout, (settings, name) => {
    if (name !== 'event-list-card') return;
    settings.displayMode = settings.calendarEnabled ? 'calendar' : 'list';
    delete settings.calendarEnabled;
  });
}
