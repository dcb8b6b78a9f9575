/**
 * The file name of fetched item data, as a browser would save it: the `filename*` (RFC 5987) or
 * `filename` of `Content-Disposition`, else the last segment of the URL's path, else ''. The result
 * is cleaned by `safeFileName` when stored, like an uploaded file's name.
 *
 * @example
 * dataUrlFileName('attachment; filename="parks.csv"', new URL('https://x.test/export?id=1')); // 'parks.csv'
 * dataUrlFileName(undefined, new URL('https://x.test/data/trees%20list.csv')); // 'trees list.csv'
 */
export function dataUrlFileName(contentDisposition: string | undefined, url: URL): string {
  const fromHeader = contentDisposition ? fileNameOfDisposition(contentDisposition) : undefined;
  if (fromHeader) return fromHeader;
  const segment =
    url.pathname
      .split('/')
      .filter((part) => part !== '')
      .pop() ?? '';
  return decode(segment) ?? segment;
}

function fileNameOfDisposition(header: string): string | undefined {
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2] && /^utf-8$/i.test(extended[1] ?? '')) {
    const value = decode(extended[2].trim());
    if (value) return value;
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return value ? value : undefined;
}

function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
