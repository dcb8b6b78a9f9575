import { z } from 'zod/mini';
import { hubCatalogSchema } from '../../catalogs/HubCatalog.ts';
import { metricSchema } from '../metric/metric.ts';
import { entityStatusSchema } from './entityStatus.ts';
import { entityFeaturesSchema, entityPermissionSchema } from './hubItemEntity.ts';

/**
 * The fields initiatives and projects share (spec 1 §3 Project "same fields as Initiative where listed"): status,
 * catalog, content, events, permissions, features and metrics, plus the timeline (a project has stages and dates as
 * much as an initiative; issue 9 edits both, ADR 0035). Status is mirrored as `status|{value}`.
 */
export const workEntityFieldsSchema = z.object({
  status: entityStatusSchema,
  catalog: hubCatalogSchema,
  content: z.optional(z.record(z.string(), z.unknown())),
  events: z.optional(z.record(z.string(), z.unknown())),
  permissions: z.array(entityPermissionSchema),
  features: entityFeaturesSchema,
  metrics: z.array(metricSchema),
  timeline: z.optional(z.record(z.string(), z.unknown())),
});
export type WorkEntityFields = z.infer<typeof workEntityFieldsSchema>;
