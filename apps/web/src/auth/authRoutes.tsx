import type { RouteObject } from 'react-router';
import { loadChunk } from '../components/loadChunk.ts';
import type { RouteHandle } from '../components/routeHandle.ts';

const callbackHandle: RouteHandle = { title: ({ t }) => t('auth.signingIn'), static: true };
const signInHandle: RouteHandle = { title: ({ t }) => t('auth.signInTitle'), static: true };

// Both pages run the session code of @plaza/core: their own chunks, so public pages never load it up front.
const callback = () =>
  loadChunk('auth-callback', () => import('./AuthCallbackPage.tsx')).then((m) => ({ Component: m.AuthCallbackPage }));
const signIn = () =>
  loadChunk('auth-signin', () => import('./SignInPage.tsx')).then((m) => ({ Component: m.SignInPage }));

/** Sign-in pages (issue 9): the OAuth callback and the sign-in page. */
export const authRoutes: RouteObject[] = [
  { id: 'auth-callback', path: 'auth/callback', lazy: callback, handle: callbackHandle },
  { id: 'auth-signin', path: 'auth/signin', lazy: signIn, handle: signInHandle },
];
