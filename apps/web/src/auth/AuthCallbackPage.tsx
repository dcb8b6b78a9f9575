import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlainLayout } from '../scenes/Root/PlainLayout.tsx';
import './authPage.css';
import { completeSignInReturn } from './completeSignInReturn.ts';
import { toRouterPath } from './safeReturnUrl.ts';

/**
 * `/auth/callback`, where the portal sends the browser back (sign-in by redirect or popup, and sign-out): finishes
 * the work once (React's development double effects must not spend the one-time code twice) and moves on. When even
 * that fails, the page says so and offers a way back rather than staying blank.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);
  const [failure, setFailure] = useState<string>();
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeSignInReturn().then(
      (outcome) => {
        if (outcome.kind === 'closed') setClosed(true);
        else void navigate(toRouterPath(outcome.href), { replace: true });
      },
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, [navigate]);

  return (
    <PlainLayout>
      <section className="auth-page">
        <h1>{failure ? t('auth.callbackFailed') : t('auth.signingIn')}</h1>
        {failure ? (
          <div role="alert">
            <p>{failure}</p>
            <p>
              <a href="/">{t('auth.backHome')}</a>
            </p>
          </div>
        ) : (
          <p role="status">{closed ? t('auth.popupDone') : t('auth.pleaseWait')}</p>
        )}
      </section>
    </PlainLayout>
  );
}
