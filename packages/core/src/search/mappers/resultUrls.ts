/** What result mappers need to build links. */
export interface ResultMapContext {
  /** The portal's REST root (`.../sharing/rest`). */
  readonly portal: string;
  /** Appended to non-public thumbnail urls (spec 3 §6); public records never carry it. */
  readonly token?: string;
}

/** The portal's home (its REST root without `/sharing/rest`). */
export function portalHome(portal: string): string {
  return portal.replace(/\/+$/, '').replace(/\/sharing\/rest$/, '');
}

/** A thumbnail url under a record's `info` folder; the token only for non-public records. */
export function thumbnailUrl(
  context: ResultMapContext,
  recordPath: string,
  thumbnail: string | null | undefined,
  access: string,
): string | undefined {
  if (!thumbnail) return undefined;
  if (/^https?:\/\//.test(thumbnail)) return thumbnail;
  const url = `${context.portal.replace(/\/+$/, '')}/${recordPath}/info/${thumbnail}`;
  return access !== 'public' && context.token ? `${url}?token=${encodeURIComponent(context.token)}` : url;
}

/** A date from epoch milliseconds or ISO text; the epoch when missing. */
export function toDate(value: number | string | null | undefined): Date {
  if (value === null || value === undefined || value === '') return new Date(0);
  return new Date(typeof value === 'number' ? value : Date.parse(value));
}
