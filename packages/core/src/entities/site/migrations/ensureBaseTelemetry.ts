import type { MutableSiteModel } from './siteMigrationModel.ts';

/** On every read: a site without telemetry settings (`data.telemetry`) gets empty ones. */
export function ensureBaseTelemetry(model: MutableSiteModel): void {
  if (!model.data.telemetry) model.data.telemetry = {};
}
