import type { TestApp } from './testApp.ts';

/**
 * A portal write as a client posts it (multipart, `f=json`, the token as a field), answered as JSON; a Blob field is
 * sent as a file named `fileName`.
 *
 * @example
 * await postPortalForm(t, '/content/users/casey/addItem', { title: 'x', type: 'Form' }, token);
 */
export async function postPortalForm(
  t: TestApp,
  path: string,
  fields: Record<string, string | Blob>,
  token: string,
  fileName = 'file.json',
): Promise<Record<string, unknown>> {
  const form = new FormData();
  form.set('f', 'json');
  form.set('token', token);
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.set(key, value, fileName);
    else form.set(key, value);
  }
  const res = await t.app.request(`/sharing/rest${path}`, { method: 'POST', body: form });
  return (await res.json()) as Record<string, unknown>;
}

/**
 * A Form item (a survey, issue 21) of `owner`, with its type keywords (default `Form`), JSON info files stored by `updateinfo` (`forminfo.json`,
 * `{name}.json`, ...) and, unless `public` is false, shared with everyone; answers its id.
 *
 * @example
 * const id = await addFormItem(t, token, 'publisher_riverside', { title: 'Trees', files: { 'forminfo.json': { name: 't' } } });
 */
export async function addFormItem(
  t: TestApp,
  token: string,
  owner: string,
  form: {
    readonly title: string;
    readonly typeKeywords?: readonly string[];
    readonly files?: Readonly<Record<string, unknown>>;
    readonly public?: boolean;
  },
): Promise<string> {
  const added = await postPortalForm(
    t,
    `/content/users/${owner}/addItem`,
    { title: form.title, type: 'Form', typeKeywords: (form.typeKeywords ?? ['Form']).join(',') },
    token,
  );
  const id = added.id as string;
  for (const [name, content] of Object.entries(form.files ?? {})) {
    const stored = await postPortalForm(
      t,
      `/content/users/${owner}/items/${id}/updateinfo`,
      { file: new Blob([JSON.stringify(content)], { type: 'application/json' }) },
      token,
      name,
    );
    if (stored.success !== true) throw new Error(`updateinfo ${name}: ${JSON.stringify(stored)}`);
  }
  if (form.public !== false) {
    await postPortalForm(t, `/content/users/${owner}/items/${id}/share`, { everyone: 'true' }, token);
  }
  return id;
}
