import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ServiceHealthView } from './serviceHealth.ts';

/**
 * The spec's notices for slow services (warning) and unreachable ones (danger) (spec 3 §8), on a page that needs
 * them (ADR 0239): one banner per troubled service, with a link to the site's status page.
 */
export function ServiceBanner({
  troubled,
  statusHref,
}: {
  readonly troubled: readonly ServiceHealthView[];
  readonly statusHref: string;
}) {
  const { t } = useTranslation();
  if (troubled.length === 0) return null;
  return (
    <section className="site-notices" aria-label={t('serviceStatus.bannerLabel')} data-testid="service-banner">
      {troubled.map((entry) => {
        const down = entry.state === 'down';
        return (
          <div
            key={entry.service}
            className={`site-notice site-notice--${down ? 'danger' : 'warning'}`}
            role={down ? 'alert' : 'status'}
            data-service={entry.service}
          >
            <div className="site-notice__text">
              <p>
                {t(down ? 'serviceStatus.bannerDown' : 'serviceStatus.bannerSlow', {
                  service: t(`serviceStatus.names.${entry.service}`),
                })}
              </p>
              <p className="site-notice__actions">
                <Link to={statusHref}>{t('serviceStatus.title')}</Link>
              </p>
            </div>
          </div>
        );
      })}
    </section>
  );
}
