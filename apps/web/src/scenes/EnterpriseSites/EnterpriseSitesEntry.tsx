import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ENTERPRISE_SITES_PATH } from '../../site/siteAddress.ts';
import { PlainLayout } from '../Root/PlainLayout.tsx';

/**
 * `{portal}/apps/sites/#/{subdomain}/...` (spec 1 §1): the hash never reaches the server, so the browser moves to the
 * path form `/apps/sites/{subdomain}/...`, which is server-rendered and shareable (ADR 0080).
 */
export function EnterpriseSitesEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = hashTarget(window.location.hash);
    if (target) void navigate(`${ENTERPRISE_SITES_PATH}/${target}`, { replace: true });
  }, [navigate]);
  return (
    <PlainLayout>
      <section className="not-found" aria-labelledby="enterprise-heading">
        <h1 id="enterprise-heading">{t('enterprise.title')}</h1>
        <p>{t('enterprise.body')}</p>
      </section>
    </PlainLayout>
  );
}

/** `#/parks/pages/x` → `parks/pages/x`; undefined when the hash names no site. */
export function hashTarget(hash: string): string | undefined {
  const path = hash.replace(/^#\/?/, '');
  return /^[a-z0-9][a-z0-9-]*(?:[/?].*)?$/i.test(path) ? path : undefined;
}
