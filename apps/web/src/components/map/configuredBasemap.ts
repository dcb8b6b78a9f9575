/**
 * The deployment's own MapLibre style (`PLAZA_BASEMAP_STYLE`, ADR 0119), which the server writes into every page as
 * `<meta name="plaza-basemap-style">`; undefined when the built-in offline basemap is used.
 *
 * @example
 * const style = configuredBasemapStyle(document); // 'https://tiles.example.org/styles/city.json'
 */
export function configuredBasemapStyle(doc: Pick<Document, 'querySelector'>): string | undefined {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="plaza-basemap-style"]')?.content?.trim();
  if (!content) return undefined;
  try {
    const url = new URL(content);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
