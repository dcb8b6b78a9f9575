import type { Db } from '../../db/database.ts';
import { readItemFile, type ItemFileRow } from '../../db/repositories/itemFileRepository.ts';

/**
 * A stored file as an HTTP response, streamed chunk by chunk from the database.
 * Files of non-public items are marked private so shared caches keep no copy; public ones are revalidated.
 */
export function fileResponse(
  db: Db,
  file: ItemFileRow,
  options: { readonly publicItem: boolean; readonly download?: string },
): Response {
  const chunks = readItemFile(db, file.id);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  const headers = new Headers({
    'content-type': file.content_type,
    'content-length': String(file.size),
    // A cache may keep a public file but must ask again each time: whoever edits an item reads it back right
    // after writing it (core's updateEntity reads the stored model first), and an old copy would be written back.
    'cache-control': options.publicItem ? 'public, no-cache' : 'private, no-store',
    'x-content-type-options': 'nosniff',
    // Uploaded HTML or SVG must never run as this origin. A PDF is shown by the browser's own viewer, which a sandbox
    // would block, and runs no script of this origin, so it is left out of the sandbox (issue 18: PDFs in the page).
    'content-security-policy':
      file.content_type === 'application/pdf' ? "default-src 'none'" : "default-src 'none'; sandbox",
  });
  if (options.download)
    headers.set('content-disposition', `attachment; filename="${options.download.replace(/"/g, '')}"`);
  return new Response(body, { status: 200, headers });
}
