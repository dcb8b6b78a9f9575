import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthNoticeToast } from './AuthNoticeToast.tsx';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { signInPath } from './signInPath.ts';
import { signOutAndLeave, startSignIn, type SignInMode } from './signInActions.ts';
import { useAuth } from './useAuth.ts';

function initialsOf(name: string): string {
  const parts = name
    .trim()
    .split(/[\s_.-]+/)
    .filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/**
 * The signed-in state in a page header: "Sign in" for visitors (a link that also works before hydration), and for
 * members a menu with who they are, their workspace and "Sign out". Notices about the session (expired, signed out,
 * sign-in failed) are announced here, so one component placed in the header carries all of it.
 */
export function UserMenu({ signInMode = 'redirect' }: { readonly signInMode?: SignInMode }) {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const here = `${location.pathname}${location.search}${location.hash}`;
  const notice = auth.status === 'unknown' ? undefined : auth.notice;

  if (auth.status !== 'signedIn') {
    return (
      <div className="user-menu">
        <a
          className="user-menu__sign-in"
          href={signInPath(here)}
          aria-busy={busy || undefined}
          onClick={(event) => {
            event.preventDefault();
            setBusy(true);
            void startSignIn({ mode: signInMode, locale: i18n.language }).finally(() => setBusy(false));
          }}
        >
          {t('auth.signIn')}
        </a>
        {notice ? <AuthNoticeToast notice={notice} /> : null}
      </div>
    );
  }

  const name = auth.user?.fullName ?? auth.session.username;
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  return (
    <div
      className="user-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <NotificationBell handle={auth.handle} />
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {initialsOf(name)}
        </span>
        <span className="user-menu__name">{name}</span>
        <span className="visually-hidden">{t('auth.accountMenu')}</span>
      </button>
      <div id={menuId} className="user-menu__panel" hidden={!open}>
        <p className="user-menu__who">
          {t('auth.signedInAs')} <strong>{name}</strong>
          {auth.user?.fullName ? <span className="user-menu__username">{auth.session.username}</span> : null}
        </p>
        <ul className="user-menu__items">
          <li>
            <a href="/workspace" onClick={() => close(false)}>
              {t('auth.workspace')}
            </a>
          </li>
          <li>
            <a
              href={`/people/${encodeURIComponent(auth.session.username)}/profile#notifications`}
              onClick={() => close(false)}
            >
              {t('auth.notifications')}
            </a>
          </li>
          <li>
            <a
              href={`/people/${encodeURIComponent(auth.session.username)}/profile/settings`}
              onClick={() => close(false)}
            >
              {t('auth.settings')}
            </a>
          </li>
          <li>
            <button type="button" onClick={() => void signOutAndLeave()}>
              {t('auth.signOut')}
            </button>
          </li>
        </ul>
      </div>
      {notice ? <AuthNoticeToast notice={notice} /> : null}
    </div>
  );
}
