import { isRecord } from '../../common/mutableItemModel.ts';
import { legacyCapabilitiesOf, siteValues, type MutableSiteModel } from './siteMigrationModel.ts';

/**
 * Step 1.8 (1.7 was this step's first, withdrawn release): the telemetry settings are rebuilt in `data.telemetry`:
 * a consent notice that lets visitors configure their privacy when the site has the `consentNotice` capability,
 * with the old consent text as its one default disclaimer and the old policy url; telemetry plugins move from
 * `item.properties.telemetry.plugins`. The old settings are left where they were.
 */
export function migrateTelemetryConfig(model: MutableSiteModel): void {
  const old = siteValues(model).telemetry;
  const notice = isRecord(old) && isRecord(old.consentNotice) ? old.consentNotice : {};
  const telemetry: Record<string, unknown> = {
    consentNotice: {
      allowPrivacyConfig: legacyCapabilitiesOf(model).includes('consentNotice'),
      disclaimer: [{ text: notice.consentText || '', default: true }],
      policyURL: notice.policyURL || '',
    },
  };
  const properties = model.item.properties;
  const plugins = isRecord(properties) && isRecord(properties.telemetry) ? properties.telemetry.plugins : undefined;
  if (plugins) telemetry.plugins = plugins;
  model.data.telemetry = telemetry;
}
