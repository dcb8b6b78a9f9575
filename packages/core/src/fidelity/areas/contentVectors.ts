import {
  bboxToExtent,
  createExtent,
  extentToBBox,
  getExtentCenter,
  isBBox,
  isValidExtent,
  WORLD_EXTENT,
  type Envelope,
  type ItemExtent,
} from '../../content/extent.ts';
import { CSV_DOWNLOAD_LIMIT, isDownloadable } from '../../content/isDownloadable.ts';
import { isFeatureServiceType, isServiceUrl, layerIdOfUrl, serviceTypeOfUrl } from '../../content/layerUrl.ts';
import { LICENSE_RECORDS, readLicense, type ContentLicense } from '../../content/licenses.ts';
import type { AreaVectorFile, VectorComparison } from '../areaVectors.ts';

const same = (plaza: unknown, reference: unknown): VectorComparison => ({
  plaza: { value: plaza },
  reference: { value: reference },
  paths: ['value'],
});

/** "No layer" is undefined in Plaza's typed answer and null (or the empty url) in the reference's. */
const noneAsUndefined = (value: unknown): unknown => (value === null || value === '' ? undefined : value);

/** A licence as the reference shapes it (`{ type, abbr, name, url }`, `{ type: 'custom', text | url }`, `{ type: 'none' }`). */
function referenceShape(license: ContentLicense): unknown {
  if (license.kind === 'none') return { type: 'none' };
  if (license.kind === 'record') return { ...license.record };
  return license.url ? { type: 'custom', url: license.url } : { type: 'custom', text: license.text };
}

/** The content helper vector files (content/). */
export const CONTENT_VECTOR_FILES: readonly AreaVectorFile[] = [
  // A layer id as a string is Plaza's number (its typed answer), compared as text.
  {
    file: 'getLayerIdFromUrl.json',
    run: ([url], output) => {
      const id = layerIdOfUrl(url as string);
      return same(id === undefined ? undefined : String(id), noneAsUndefined(output));
    },
  },
  { file: 'isMapOrFeatureServerUrl.json', run: ([url], output) => same(isServiceUrl(url as string), output) },
  {
    file: 'getServiceTypeFromUrl.json',
    run: ([url], output) => same(serviceTypeOfUrl(url as string), noneAsUndefined(output)),
  },
  { file: 'isFeatureService.json', run: ([type], output) => same(isFeatureServiceType(type as string), output) },
  { file: 'isValidExtent.json', run: ([extent], output) => same(isValidExtent(extent), output) },
  { file: 'isBBox.json', run: ([extent], output) => same(isBBox(extent), output) },
  { file: 'bBoxToExtent.json', run: ([bbox], output) => same(bboxToExtent(bbox as ItemExtent), output) },
  { file: 'extentToBBox.json', run: ([extent], output) => same(extentToBBox(extent as Envelope), output) },
  {
    file: 'createExtent.json',
    run: (args, output) => same(createExtent(...(args as [number, number, number, number, number?])), output),
  },
  // Plaza's centre is the point `[x, y]` (its typed answer); the reference's `{ x, y, spatialReference }`.
  {
    file: 'getExtentCenter.json',
    run: ([extent], output) => {
      const [x, y] = getExtentCenter(extent as Envelope);
      const ref = output as { x: number; y: number };
      return same([x, y], [ref.x, ref.y]);
    },
  },
  { file: 'GLOBAL_EXTENT.json', run: (_args, output) => same(WORLD_EXTENT, output) },
  /*
   * Decided by the spec (ADR 0203): "A CSV item is downloadable from the hub only if public, not on a private
   * portal, and at most 5,000,000 bytes" (spec 3 §5) — the reference's list says yes to every CSV.
   */
  {
    file: 'isDownloadable.json',
    run: ([item], output) => {
      const i = item as { type: string; typeKeywords?: string[]; access?: string; size?: number };
      const plaza = isDownloadable(
        { type: i.type, typeKeywords: i.typeKeywords ?? [], access: i.access ?? '' },
        { privatePortal: false },
      );
      // The reference answers `undefined` (falsy) for an item without keywords: Plaza's answer is a boolean.
      if (i.type !== 'CSV') return same(plaza, typeof output === 'boolean' ? output : false);
      const spec = i.access === 'public' && (i.size ?? Infinity) <= CSV_DOWNLOAD_LIMIT;
      return {
        plaza: { value: plaza },
        reference: { value: spec },
        paths: ['value'],
        decidedBySpec: spec === output ? [] : ['value'],
      };
    },
  },
  {
    file: 'getStructuredLicense.json',
    run: ([text], output) => same(referenceShape(readLicense(text as string)), output),
  },
  { file: 'STANDARD_LICENSES.json', run: (_args, output) => same(LICENSE_RECORDS, output) },
];
