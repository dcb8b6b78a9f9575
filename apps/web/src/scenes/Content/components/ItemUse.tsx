import { isServiceUrl } from '@plaza/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../components/loadChunk.ts';
import { formatSize } from '../../../components/formatSize.ts';
import type { ContentView } from '../../../content/contentView.ts';

const PdfPreview = lazy(() => loadChunk('pdf', () => import('./PdfPreview.tsx')));

/** The kind of file a page can show in place, by its item type or name. */
function viewable(view: ContentView): 'image' | 'pdf' | undefined {
  const name = view.file?.name.toLowerCase() ?? '';
  if (view.type === 'PDF' || name.endsWith('.pdf')) return 'pdf';
  if (view.type === 'Image' || /\.(png|jpe?g|gif|webp)$/.test(name)) return 'image';
  return undefined;
}

/**
 * How a visitor uses an item (issue 18 item 6): a file item's file (its name, format and size; a PDF or an image
 * shown in the page), an app, map or web page opened at its address, a service's address. A token is added to the
 * file's address for a signed-in reader of a non-public item, who could not fetch it otherwise.
 */
export function ItemUse({ view, token }: { readonly view: ContentView; readonly token?: string | undefined }) {
  const { t, i18n } = useTranslation();
  if (!view.file && !view.url) return null;
  const fileHref = view.file
    ? view.access !== 'public' && token
      ? `${view.file.href}?token=${encodeURIComponent(token)}`
      : view.file.href
    : undefined;
  const format = view.file?.name.includes('.') ? view.file.name.split('.').pop()!.toUpperCase() : view.type;
  const shown = viewable(view);
  const service = view.url ? isServiceUrl(view.url) : false;
  return (
    <section aria-labelledby="content-use" className="item-use" data-testid="item-use">
      <h2 id="content-use">{t('content.use.title')}</h2>
      {view.file && fileHref ? (
        <>
          {shown === 'image' ? (
            <img className="item-use__image" src={fileHref} alt={t('content.use.imageAlt', { title: view.title })} />
          ) : null}
          {shown === 'pdf' ? <LazyPdfPreview href={fileHref} title={view.title} /> : null}
          <p>
            <a className="button" href={fileHref} download={view.file.name} data-testid="item-file-download">
              {t('content.use.download', { name: view.file.name })}
            </a>{' '}
            <span className="item-use__meta">
              {t('content.use.fileMeta', { format, size: formatSize(view.file.size, i18n.language) })}
            </span>
          </p>
        </>
      ) : null}
      {view.url ? (
        service ? (
          <p>
            {t('content.use.serviceAddress')} <code className="item-use__url">{view.url}</code>
          </p>
        ) : (
          <p>
            <a
              className="button"
              href={view.url}
              {...(view.url.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              data-testid="item-open"
            >
              {t(
                view.family === 'map'
                  ? 'content.use.openMap'
                  : view.family === 'app'
                    ? 'content.use.openApp'
                    : 'content.use.open',
              )}
            </a>{' '}
            {/^https?:\/\//i.test(view.url) ? (
              <span className="item-use__meta item-use__url">{new URL(view.url).host}</span>
            ) : null}
          </p>
        )
      ) : null}
    </section>
  );
}

/** The PDF preview, in the browser only (PDF.js is never in the server render or another page's scripts). */
function LazyPdfPreview({ href, title }: { readonly href: string; readonly title: string }) {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const waiting = <p className="pdf-preview__waiting">{t('content.use.pdfLoading')}</p>;
  return mounted ? (
    <Suspense fallback={waiting}>
      <PdfPreview href={href} title={title} />
    </Suspense>
  ) : (
    waiting
  );
}
