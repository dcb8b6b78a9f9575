import type * as PdfJs from 'pdfjs-dist';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../format/intlFormats.ts';

/** PDF.js itself, imported in the browser only (it needs the DOM at load; the server bundle keeps it unloaded). */
async function loadPdfJs(): Promise<typeof PdfJs> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs;
}

/** The widest a page is drawn, in CSS pixels. */
const MAX_WIDTH = 760;

/**
 * A PDF's pages drawn in the page with PDF.js (issue 43, ADR 0223), one at a time with Previous / Next, so a reader
 * sees the document before downloading it. Loaded lazily by `ItemUse`, only on a PDF's page. A file PDF.js cannot read
 * says so, and the download link beside it stays the way in.
 */
export default function PdfPreview({ href, title }: { readonly href: string; readonly title: string }) {
  const { t, i18n } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let task: PDFDocumentLoadingTask | undefined;
    let cancelled = false;
    loadPdfJs().then(
      (pdfjs) => {
        if (cancelled) return;
        task = pdfjs.getDocument({ url: href, isEvalSupported: false });
        task.promise.then(setDoc, () => setFailed(true));
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [href]);
  useEffect(() => {
    if (!doc || !canvas.current) return;
    const target = canvas.current;
    let cancelled = false;
    let render: { cancel: () => void } | undefined;
    void doc.getPage(page).then(
      (pdfPage) => {
        if (cancelled) return;
        const width = Math.min(target.parentElement?.clientWidth ?? MAX_WIDTH, MAX_WIDTH);
        const unscaled = pdfPage.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = pdfPage.getViewport({ scale: (width / unscaled.width) * ratio });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        target.style.width = `${Math.floor(viewport.width / ratio)}px`;
        target.style.height = `${Math.floor(viewport.height / ratio)}px`;
        const task = pdfPage.render({ canvas: target, viewport });
        render = task;
        task.promise.then(
          () => {
            if (!cancelled) target.dataset.renderedPage = String(page);
          },
          () => undefined,
        );
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [doc, page]);
  const fmt = numberFormat(i18n.language);
  if (failed) return <p role="alert">{t('content.use.pdfFailed')}</p>;
  const pages = doc?.numPages ?? 0;
  const where = t('content.use.pdfPage', { page: fmt.format(page), pages: fmt.format(pages) });
  return (
    <div className="pdf-preview" data-testid="pdf-preview">
      <div className="pdf-preview__page">
        <canvas ref={canvas} role="img" aria-label={`${t('content.use.pdfTitle', { title })}, ${where}`} />
      </div>
      {doc ? (
        <div className="pdf-preview__nav">
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {t('content.use.pdfPrevious')}
          </button>
          <span aria-live="polite">{where}</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= pages}
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
          >
            {t('content.use.pdfNext')}
          </button>
        </div>
      ) : (
        <p>{t('content.use.pdfLoading')}</p>
      )}
    </div>
  );
}
