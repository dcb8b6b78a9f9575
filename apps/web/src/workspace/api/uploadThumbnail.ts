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
 * Reads the portal's answer to an upload (`{success}`, or its error envelope with HTTP 200); throws the portal's own
 * message when it refused.
 */
export function readUploadAnswer(status: number, body: string): void {
  const answer = parse(body);
  if (isRecord(answer) && isRecord(answer.error)) {
    const { message, code } = answer.error;
    throw new Error(typeof message === 'string' && message ? message : `Error ${String(code ?? status)}`);
  }
  if (status < 200 || status >= 300 || !isRecord(answer) || answer.success !== true) {
    throw new Error(`The upload failed (HTTP ${status}).`);
  }
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
 * Uploads a new thumbnail for an item (`content/users/{owner}/items/{id}/update`, multipart `thumbnail`), reporting
 * progress as it goes — which `fetch` cannot, hence the one request not made through core. The portal enforces its
 * size limit and who may update; its message is what a failure says.
 *
 * @example
 * await uploadThumbnail({ id, owner }, file, { portal, token, onProgress: setProgress });
 */
export function uploadThumbnail(
  item: { readonly id: string; readonly owner: string },
  file: File,
  options: UploadOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = (options.createRequest ?? (() => new XMLHttpRequest()))();
    const url = `${options.portal}/content/users/${encodeURIComponent(item.owner)}/items/${encodeURIComponent(item.id)}/update`;
    request.open('POST', url);
    request.setRequestHeader('Authorization', `Bearer ${options.token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        readUploadAnswer(request.status, request.responseText);
        options.onProgress(1);
        resolve();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(new Error('The upload could not reach the portal.'));
    request.onabort = () => reject(new Error('The upload was cancelled.'));
    options.signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.set('f', 'json');
    form.set('thumbnail', file, file.name);
    request.send(form);
  });
}
