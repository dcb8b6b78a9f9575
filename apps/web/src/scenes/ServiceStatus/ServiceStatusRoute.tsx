import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { dateTimeFormat } from '../../format/intlFormats.ts';
import type { ServiceState } from '../../status/serviceHealth.ts';
import type { ServiceStatusData } from './serviceStatusLoader.ts';

export const loader = (args: LoaderFunctionArgs): Promise<ServiceStatusData> =>
  import('./serviceStatusLoader.ts').then((m) => m.serviceStatusLoader(args));

const STATE_KEY: Readonly<Record<ServiceState, string>> = {
  up: 'serviceStatus.up',
  degraded: 'serviceStatus.degraded',
  down: 'serviceStatus.down',
  'not-available': 'serviceStatus.notAvailable',
};

/**
 * The site's service status page (`/status`, issue 43 item 8, ADR 0239): each hub service, up, slow or down, and since
 * when (in UTC, the same on the server and in the browser).
 */
export function Component() {
  const { health } = useLoaderData<ServiceStatusData>();
  const { t, i18n } = useTranslation();
  const since = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' });
  return (
    <article className="content-page service-status">
      <header className="content-header">
        <h1 className="content-header__title">{t('serviceStatus.title')}</h1>
        <p className="lead">{t('serviceStatus.intro')}</p>
      </header>
      {health ? (
        <table className="service-status__table">
          <thead>
            <tr>
              <th scope="col">{t('serviceStatus.service')}</th>
              <th scope="col">{t('serviceStatus.state')}</th>
              <th scope="col">{t('serviceStatus.since')}</th>
            </tr>
          </thead>
          <tbody>
            {health.map((entry) => (
              <tr key={entry.service} data-service={entry.service}>
                <th scope="row">{t(`serviceStatus.names.${entry.service}`)}</th>
                <td>
                  <span className={`service-state service-state--${entry.state}`}>{t(STATE_KEY[entry.state])}</span>
                </td>
                <td>
                  <time dateTime={entry.since}>{since.format(Date.parse(entry.since))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p role="alert">{t('serviceStatus.unknown')}</p>
      )}
    </article>
  );
}

export const handle: RouteHandle = { title: ({ t }) => t('serviceStatus.title'), static: true };
