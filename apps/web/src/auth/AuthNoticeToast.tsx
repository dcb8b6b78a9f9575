import { useTranslation } from 'react-i18next';
import { browserSessionStore } from './browserSessionStore.ts';
import type { AuthNotice } from './createSessionStore.ts';

/** Notices that mean something went wrong are alerts; the others are polite status messages. */
const ALERTS: ReadonlySet<AuthNotice['kind']> = new Set(['signInFailed', 'invalid', 'expired']);

/** Says once what happened to the session — expired, refused, signed out, sign-in cancelled or failed — in words. */
export function AuthNoticeToast({ notice }: { readonly notice: AuthNotice }) {
  const { t } = useTranslation();
  const alert = ALERTS.has(notice.kind);
  return (
    <div className={`auth-notice${alert ? ' auth-notice--alert' : ''}`} role={alert ? 'alert' : 'status'}>
      <p>
        {t(`auth.notice.${notice.kind}`)}
        {notice.detail ? <span className="auth-notice__detail"> {notice.detail}</span> : null}
      </p>
      <button type="button" onClick={() => browserSessionStore().dismissNotice()}>
        {t('auth.dismiss')}
      </button>
    </div>
  );
}
