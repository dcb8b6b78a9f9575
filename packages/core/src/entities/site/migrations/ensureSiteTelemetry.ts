import { siteValues, type MutableSiteModel } from './siteMigrationModel.ts';

/**
 * Step 1.4: the site's telemetry settings are created in `data.values.telemetry`: a consent notice in the theme's
 * colours with no text or policy yet, and the legacy Google Analytics code (`data.values.gacode`, which is removed)
 * as the customer's own tracker, enabled when there was one.
 */
export function ensureSiteTelemetry(model: MutableSiteModel): void {
  const values = siteValues(model);
  const gacode = values.gacode;
  values.telemetry = {
    consentNotice: { isTheme: true, consentText: '', policyURL: '' },
    customAnalytics: {
      ga: { customerTracker: { enabled: Boolean(gacode), ...(gacode === undefined ? {} : { id: gacode }) } },
    },
  };
  delete values.gacode;
}
