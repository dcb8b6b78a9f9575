import { escapeHtml } from '../../http/escapeHtml.ts';
import { renderPortalPage } from '../oauth2/signInPage.ts';
import type { SignInLocale } from '../oauth2/signInMessages.ts';
import { accountMessages } from './accountMessages.ts';

/** One labelled field of an account form. */
export interface AccountField {
  readonly name: string;
  readonly label: string;
  readonly type: 'text' | 'email' | 'password';
  readonly autocomplete: string;
  readonly value?: string;
  readonly hint?: string;
}

/** An account page: a heading, paragraphs, an optional error or notice, an optional form, links below. */
export interface AccountPage {
  readonly locale: SignInLocale;
  readonly title: string;
  readonly paragraphs?: readonly string[];
  readonly error?: string;
  readonly notice?: string;
  readonly form?: {
    readonly action: string;
    readonly fields: readonly AccountField[];
    readonly hidden: Readonly<Record<string, string>>;
    readonly submit: string;
  };
  readonly links?: readonly { readonly href: string; readonly text: string }[];
}

/**
 * The HTML of an account page (password reset, sign-up, unsubscribe): labelled fields, an error announced and tied to
 * the fields it is about, a notice announced politely, in the sign-in page's shell and style.
 *
 * @example
 * renderAccountPage({ locale: 'en', title: 'Reset your password', paragraphs: ['…'] });
 */
export function renderAccountPage(page: AccountPage): string {
  const m = accountMessages(page.locale);
  const paragraphs = (page.paragraphs ?? []).map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const error = page.error
    ? `<div class="error" id="account-error" role="alert"><h2>${escapeHtml(m.errorHeading)}</h2><p>${escapeHtml(page.error)}</p></div>`
    : '';
  const notice = page.notice ? `<p class="notice" role="status">${escapeHtml(page.notice)}</p>` : '';
  let form = '';
  if (page.form) {
    const hidden = Object.entries(page.form.hidden)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('\n');
    const fields = page.form.fields
      .map((field, index) => {
        const described = [page.error ? 'account-error' : '', field.hint ? `${field.name}-hint` : '']
          .filter(Boolean)
          .join(' ');
        const hint = field.hint ? `\n<p class="hint" id="${field.name}-hint">${escapeHtml(field.hint)}</p>` : '';
        return `<label for="${field.name}">${escapeHtml(field.label)}</label>
<input id="${field.name}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}" required${
          field.type === 'text' || field.type === 'email' ? ' autocapitalize="none" spellcheck="false"' : ''
        } value="${escapeHtml(field.value ?? '')}"${page.error ? ' aria-invalid="true"' : ''}${
          described ? ` aria-describedby="${described}"` : ''
        }${index === 0 ? ' autofocus' : ''}>${hint}`;
      })
      .join('\n');
    form = `<form method="post" action="${escapeHtml(page.form.action)}" novalidate>
${hidden}
${fields}
<div class="actions"><button type="submit">${escapeHtml(page.form.submit)}</button></div>
</form>`;
  }
  const links = (page.links ?? []).map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`);
  return renderPortalPage(
    page.locale,
    page.title,
    [
      `<h1>${escapeHtml(page.title)}</h1>`,
      paragraphs,
      error,
      notice,
      form,
      links.length ? `<p class="more">${links.join('')}</p>` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}
