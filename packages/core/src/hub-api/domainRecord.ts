import type { IAuthenticationManager } from '@esri/arcgis-rest-request';
import { z } from 'zod/mini';

/**
 * A domain record of the domain service (spec 1 §7): a hostname mapped to a site.
 *
 * @example
 * const record = domainRecordSchema.parse(await response.json());
 */
export const domainRecordSchema = z.looseObject({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  hostname: z.string(),
  siteId: z.string(),
  orgId: z.string(),
  orgKey: z.string(),
  orgTitle: z.string(),
  siteTitle: z.string(),
  clientKey: z.string(),
  sslOnly: z.boolean(),
});
/** A domain service record (spec 1 §7): hostname → site, with the organisation it belongs to. */
export type DomainRecord = z.infer<typeof domainRecordSchema>;

/** What registering a hostname sends (spec 1 §7 `POST /api/v3/domains`). */
export interface NewDomainRecord {
  readonly hostname: string;
  readonly clientKey: string;
  readonly orgId: string;
  readonly orgTitle: string;
  readonly orgKey: string;
  readonly siteId: string;
  readonly siteTitle: string;
  readonly sslOnly: boolean;
}

/** Options of the domain service calls: the hub services, and the edition (no domain service on enterprise). */
export interface DomainServiceOptions {
  readonly hubUrl?: string;
  readonly isPortal: boolean;
  readonly authentication?: IAuthenticationManager | string;
  readonly signal?: AbortSignal;
}
