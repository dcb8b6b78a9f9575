import { ensureRecord, isRecord } from '../../common/mutableItemModel.ts';
import { type MutableSiteModel } from './siteMigrationModel.ts';

/** Step 1.5 (ADR 0032): telemetry settings move from `values.telemetry` to `data.telemetry` (existing keys win). */
export function migrateTelemetryConfig(model: MutableSiteModel): void {
  const values = ensureRecord(model.data, 'values');
  const telemetry = ensureRecord(model.data, 'telemetry');
  if (isRecord(values.telemetry)) {
    for (const [key, value] of Object.entries(values.telemetry)) if (!(key in telemetry)) telemetry[key] = value;
  }
  delete values.telemetry;
}
