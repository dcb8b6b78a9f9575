function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * Reads the portal's answer to an upload (`{success}`, or its error envelope with HTTP 200) and returns it; throws the
 * portal's own message when it refused.
 */
export function readUploadAnswer(status: number, body: string): Readonly<Record<string, unknown>> {
  const answer = parse(body);
  if (isRecord(answer) && isRecord(answer.error)) {
    const { message, code } = answer.error;
    throw new Error(typeof message === 'string' && message ? message : `Error ${String(code ?? status)}`);
  }
  if (status < 200 || status >= 300 || !isRecord(answer) || answer.success !== true) {
    throw new Error(`The upload failed (HTTP ${status}).`);
  }
  return answer;
}

/** What an upload needs: where, with which token, and how to report progress (0 to 1). */
export interface UploadOptions {
  readonly portal: string;
  readonly token: string;
  readonly onProgress: (fraction: number) => void;
  readonly signal?: AbortSignal;
  /** The request factory; tests pass a fake. */
  readonly createRequest?: () => XMLHttpRequest;
}

/**
 * Posts a multipart form to the portal (`{portal}/{path}`) with XHR, reporting upload progress as it goes — which
 * `fetch` cannot, hence the requests not made through core. Resolves with the portal's answer; a refusal rejects with
 * the portal's own message.
 *
 * @example
 * const answer = await postPortalForm('content/users/ana/addItem', form, { portal, token, onProgress });
 */
export function postPortalForm(
  path: string,
  form: FormData,
  options: UploadOptions,
): Promise<Readonly<Record<string, unknown>>> {
  return new Promise((resolve, reject) => {
    const request = (options.createRequest ?? (() => new XMLHttpRequest()))();
    request.open('POST', `${options.portal}/${path}`);
    request.setRequestHeader('Authorization', `Bearer ${options.token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const answer = readUploadAnswer(request.status, request.responseText);
        options.onProgress(1);
        resolve(answer);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(new Error('The upload could not reach the portal.'));
    request.onabort = () => reject(new Error('The upload was cancelled.'));
    options.signal?.addEventListener('abort', () => request.abort());
    if (!form.has('f')) form.set('f', 'json');
    request.send(form);
  });
}

/**
 * Uploads a new file or thumbnail for an item (`content/users/{owner}/items/{id}/update`, multipart `file` or
 * `thumbnail`) with {@link postPortalForm}. The portal enforces its size limits and who may update (a replaced file is
 * kept as a version, ADR 0152); its message is what a failure says.
 *
 * @example
 * await uploadItemPart({ id, owner }, 'thumbnail', file, { portal, token, onProgress: setProgress });
 */
export async function uploadItemPart(
  item: { readonly id: string; readonly owner: string },
  part: 'file' | 'thumbnail',
  file: File,
  options: UploadOptions,
): Promise<void> {
  const form = new FormData();
  form.set('f', 'json');
  form.set(part, file, file.name);
  await postPortalForm(
    `content/users/${encodeURIComponent(item.owner)}/items/${encodeURIComponent(item.id)}/update`,
    form,
    options,
  );
}
