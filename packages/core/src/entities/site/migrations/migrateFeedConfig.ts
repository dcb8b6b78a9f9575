import { ensureRecord, isRecord } from '../../common/mutableItemModel.ts';
import { type MutableSiteModel } from './siteMigrationModel.ts';

/** Step 1.2 (ADR 0032): the legacy `values.dcatConfig` moves to `data.feeds.dcatUS11` (an existing one wins). */
export function migrateFeedConfig(model: MutableSiteModel): void {
  const values = ensureRecord(model.data, 'values');
  const feeds = ensureRecord(model.data, 'feeds');
  if (isRecord(values.dcatConfig) && feeds.dcatUS11 === undefined) feeds.dcatUS11 = values.dcatConfig;
  delete values.dcatConfig;
}
