import { isDownloadable, type DownloadableItem } from './isDownloadable.ts';

/**
 * The hub's feature service of a small public CSV (spec 3 §7: `{hub}/datasets/{id}_0/FeatureServer/0`): the layer a
 * page reads the CSV's rows, fields and map through — or undefined when the hub does not serve it (not a CSV; not
 * public; on a private portal; more than `CSV_DOWNLOAD_LIMIT` bytes — the rule of {@link isDownloadable}).
 *
 * @example
 * const csv = { id: 'c0ffee00c0ffee00c0ffee00c0ffee00', type: 'CSV', typeKeywords: [], access: 'public', size: 1200 };
 * csvProxyUrl(csv, 'https://hub.example.org', { privatePortal: false });
 * // 'https://hub.example.org/datasets/c0ffee00c0ffee00c0ffee00c0ffee00_0/FeatureServer/0'
 * csvProxyUrl({ ...csv, access: 'org' }, 'https://hub.example.org', { privatePortal: false }); // undefined
 */
export function csvProxyUrl(
  item: DownloadableItem & { readonly id: string },
  hubUrl: string,
  portal: { readonly privatePortal: boolean },
): string | undefined {
  if (item.type !== 'CSV' || !isDownloadable(item, portal)) return undefined;
  return `${hubUrl.replace(/\/+$/, '')}/datasets/${item.id}_0/FeatureServer/0`;
}
