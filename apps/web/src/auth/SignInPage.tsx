import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PlainLayout } from '../scenes/Root/PlainLayout.tsx';
import './authPage.css';
import { safeReturnUrl, toRouterPath } from './safeReturnUrl.ts';
import { startSignIn, type SignInMode } from './signInActions.ts';
import { useAuth } from './useAuth.ts';

/**
 * `/auth/signin?returnTo=…`: where the "Sign in" link leads before the page is interactive, and where members-only
 * pages send visitors. Signing in happens on the portal's own page (redirect) or in a small window (popup); someone
 * already signed in goes straight on.
 */
export function SignInPage() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<SignInMode>();
  const returnTo = params.get('returnTo');

  useEffect(() => {
    if (auth.status === 'signedIn') {
      void navigate(toRouterPath(safeReturnUrl(returnTo, window.location.origin)), { replace: true });
    }
  }, [auth.status, navigate, returnTo]);

  const go = (mode: SignInMode) => {
    setBusy(mode);
    void startSignIn({ mode, locale: i18n.language, ...(returnTo ? { returnTo } : {}) }).finally(() =>
      setBusy(undefined),
    );
  };

  return (
    <PlainLayout>
      <section className="auth-page">
        <h1>{t('auth.signInTitle')}</h1>
        <p>{t('auth.signInBody')}</p>
        <p className="auth-page__actions">
          <button type="button" className="button" disabled={busy !== undefined} onClick={() => go('redirect')}>
            {t('auth.signIn')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== undefined}
            onClick={() => go('popup')}
          >
            {t('auth.signInPopup')}
          </button>
        </p>
        {busy === 'popup' ? <p role="status">{t('auth.popupWaiting')}</p> : null}
      </section>
    </PlainLayout>
  );
}
