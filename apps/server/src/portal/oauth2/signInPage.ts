import { hashSource, portalPageCsp } from '../../http/contentSecurityPolicy.ts';
import { escapeHtml } from '../../http/escapeHtml.ts';
import { SIGN_IN_MESSAGES, type SignInLocale } from './signInMessages.ts';

// Self-contained styles (no external assets), logical properties for right-to-left, visible focus,
// contrast ≥ 4.5:1, and a layout that reflows down to 320 px.
const STYLES = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif;line-height:1.5}
body{margin:0;background:#f3f4f6;color:#1f2937}
main{max-inline-size:24rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #d1d5db;border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{margin:0 0 1.25rem;color:#374151}
label{display:block;font-weight:600;margin-block:1rem .25rem}
input{box-sizing:border-box;inline-size:100%;padding:.625rem .75rem;font:inherit;border:1px solid #6b7280;border-radius:.375rem;background:#fff;color:#111827}
input[aria-invalid="true"]{border-color:#b91c1c}
.actions{display:flex;gap:.75rem;margin-block-start:1.5rem;align-items:center}
button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:.375rem;border:1px solid #0b5cad;background:#0b5cad;color:#fff;cursor:pointer}
a{color:#0b5cad}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;padding:.75rem 1rem;border-radius:.375rem;margin-block-end:1rem}
.error h2{font-size:1rem;margin:0 0 .25rem}
.error p{margin:0;color:inherit}
.site{margin:0 0 .75rem;padding-block-end:.75rem;border-block-end:4px solid #0b5cad;font-weight:600;color:#1f2937;display:flex;gap:.75rem;align-items:center}
.site img{max-block-size:2.5rem;max-inline-size:8rem;object-fit:contain}
.social{list-style:none;padding:0;margin-block-start:1.25rem;display:grid;gap:.5rem}
.more{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin-block-start:1.25rem}
.notice{border:1px solid #0b5cad;background:#eff6ff;color:#1e3a8a;padding:.75rem 1rem;border-radius:.375rem;margin-block-end:1rem}
.hint{margin:.25rem 0 0;font-size:.875rem;color:#4b5563}
`;
const STYLE_SOURCE = hashSource(STYLES);

/**
 * The Content-Security-Policy of these pages: no script, this page's one stylesheet, forms posted here or
 * (after the sign-in's redirect) to the callback's origin (issue 12).
 */
export function signInPageCsp(callbackOrigins: readonly string[] = [], withLogo = false): string {
  const csp = portalPageCsp(STYLE_SOURCE, callbackOrigins);
  // A site's logo is served by this portal (the site item's thumbnail): images from this origin too.
  return withLogo ? csp.replace('img-src data:', "img-src data: 'self'") : csp;
}

/** The Plaza mark, inline: the portal's pages need nothing from the web app's build (and no request for an icon). */
const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#007ac2"/>' +
      '<path d="M8 24V8h9a5 5 0 0 1 0 10h-5v6z" fill="#fff"/></svg>',
  );

/**
 * A page of the portal's own (sign-in, password reset, sign-up, unsubscribe): the same self-contained document, in the
 * locale's language and direction, `body` already escaped.
 *
 * @example
 * renderPortalPage('en', 'Reset your password', '<h1>Reset your password</h1>');
 */
export function renderPortalPage(locale: SignInLocale, title: string, body: string): string {
  return documentShell(locale, title, body);
}

function documentShell(locale: SignInLocale, title: string, body: string): string {
  const m = SIGN_IN_MESSAGES[locale];
  return `<!doctype html>
<html lang="${locale}" dir="${m.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${ICON}">
<style>${STYLES}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface SignInPageInput {
  readonly locale: SignInLocale;
  readonly appName: string;
  readonly orgName: string;
  /** The host (with port) of the redirect URI the person is sent back to after signing in. */
  readonly returnHost: string;
  /** The form posts back to this path with these hidden OAuth parameters. */
  readonly action: string;
  readonly hidden: Readonly<Record<string, string>>;
  readonly csrfToken: string;
  readonly username?: string;
  /** A message for the person, shown above the form and announced to screen readers. */
  readonly error?: string;
  /** Where Cancel goes (the client's redirect with `error=access_denied`). */
  readonly cancelUrl?: string;
  /** The public site the person signs in from, when the callback is on a site's host (issue 13). */
  readonly siteName?: string;
  /** That site's logo (its thumbnail, served by this portal), shown beside its name (issue 43). */
  readonly siteLogoUrl?: string;
  /** "Forgot your password?": where it goes, when the deployment sends e-mail (issue 43, ADR 0207). */
  readonly forgot?: { readonly href: string; readonly text: string };
  /** "Create an account": where it goes, when the organisation takes sign-ups (issue 43, ADR 0207). */
  readonly signUp?: { readonly href: string; readonly text: string };
  /** The OpenID Connect providers one may sign in with instead, each a link (issue 44 item 8, ADR 0211). */
  readonly providers?: readonly { readonly href: string; readonly name: string }[];
}

/**
 * The portal's own sign-in page: a plain form with labelled fields, an announced error, and the
 * OAuth parameters and CSRF token as hidden fields.
 */
export function renderSignInPage(input: SignInPageInput): string {
  const m = SIGN_IN_MESSAGES[input.locale];
  const hidden = Object.entries({ ...input.hidden, csrf: input.csrfToken })
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const invalid = input.error ? ' aria-invalid="true" aria-describedby="signin-error"' : '';
  const error = input.error
    ? `<div class="error" id="signin-error" role="alert"><h2>${escapeHtml(m.errorHeading)}</h2><p>${escapeHtml(input.error)}</p></div>`
    : '';
  const cancel = input.cancelUrl ? `<a href="${escapeHtml(input.cancelUrl)}">${escapeHtml(m.cancel)}</a>` : '';
  const logo = input.siteLogoUrl ? `<img src="${escapeHtml(input.siteLogoUrl)}" alt="" width="128" height="40">` : '';
  const site = input.siteName
    ? `<p class="site">${logo}<span>${escapeHtml(m.fromSite)}<bdi>${escapeHtml(input.siteName)}</bdi></span></p>\n`
    : '';
  const links = [input.forgot, input.signUp]
    .filter((link) => link !== undefined)
    .map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`);
  const more = links.length > 0 ? `\n<p class="more">${links.join('')}</p>` : '';
  const providers = (input.providers ?? [])
    .map((p) => `<li><a href="${escapeHtml(p.href)}">${escapeHtml(m.socialSignIn(p.name))}</a></li>`)
    .join('');
  const social = providers ? `\n<ul class="social">${providers}</ul>` : '';
  return documentShell(
    input.locale,
    `${m.title} · ${input.appName}`,
    `${site}<h1>${escapeHtml(m.heading(input.appName))}</h1>
<p>${escapeHtml(m.intro(input.orgName))}</p>
<p>${escapeHtml(m.returnTo.before)}<bdi>${escapeHtml(input.returnHost)}</bdi>${escapeHtml(m.returnTo.after)}</p>
${error}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
${hidden}
<label for="username">${escapeHtml(m.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(input.username ?? '')}"${invalid}${input.username ? '' : ' autofocus'}>
<label for="password">${escapeHtml(m.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${input.username ? ' autofocus' : ''}>
<div class="actions"><button type="submit">${escapeHtml(m.submit)}</button>${cancel}</div>
</form>${social}${more}`,
  );
}

/** A page for a request that cannot be redirected back (unknown client, unregistered redirect URI). */
export function renderOAuthMessagePage(locale: SignInLocale, heading: string, message: string): string {
  return documentShell(locale, heading, `<h1>${escapeHtml(heading)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}
