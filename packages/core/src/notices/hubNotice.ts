import { z } from 'zod/mini';

/**
 * How a notice looks: an announcement, good news, a warning (a slow service), or danger (an outage).
 *
 * @example
 * noticeKindSchema.parse('warning');
 */
export const noticeKindSchema = z.enum(['info', 'success', 'warning', 'danger']);
/** How a notice looks; see {@link noticeKindSchema}. */
export type NoticeKind = z.infer<typeof noticeKindSchema>;

/**
 * Where a notice may appear: every page of the site, its home page only, search, item pages, or the workspace.
 *
 * @example
 * noticePlaceSchema.parse('home');
 */
export const noticePlaceSchema = z.enum(['site', 'home', 'search', 'content', 'workspace']);
/** Where a notice may appear; see {@link noticePlaceSchema}. */
export type NoticePlace = z.infer<typeof noticePlaceSchema>;

/**
 * The permissions a notice may require (spec 3 §6 "Notice permissions").
 *
 * @example
 * NOTICE_PERMISSIONS.includes('hub:feature:workspace'); // true
 */
export const NOTICE_PERMISSIONS = Object.freeze([
  'hub:feature:workspace',
  'hub:feature:user:preferences',
  'hub:license:hub-premium',
  'platform:portal:admin:deleteItems',
] as const);

/**
 * A notice (spec 3 §3): an id, whether it can be dismissed and shows by itself, when it ends, what it says
 * (`configuration`), links to act on it, the permissions and places it needs, and telemetry labels.
 *
 * @example
 * hubNoticeSchema.parse({ id: 'outage', configuration: { kind: 'warning', message: 'The API is slow today.' } });
 */
export const hubNoticeSchema = z.looseObject({
  id: z.string().check(z.minLength(1)).check(z.maxLength(100)),
  dismissable: z._default(z.boolean(), true),
  autoShow: z._default(z.boolean(), true),
  /** ISO date or date-time; the notice is not shown from then on. */
  endDate: z.optional(z.string()),
  configuration: z.looseObject({
    kind: z._default(noticeKindSchema, 'info'),
    title: z.optional(z.string().check(z.maxLength(200))),
    message: z.string().check(z.minLength(1)).check(z.maxLength(2000)),
  }),
  actions: z._default(
    z.array(
      z.looseObject({
        label: z.string().check(z.minLength(1)).check(z.maxLength(100)),
        href: z.string().check(z.minLength(1)).check(z.maxLength(2048)),
      }),
    ),
    [],
  ),
  permissions: z._default(z.array(z.string()), []),
  places: z._default(z.array(noticePlaceSchema), []),
  telemetry: z.optional(z.record(z.string(), z.unknown())),
});
/** A notice; see {@link hubNoticeSchema}. */
export type HubNotice = z.infer<typeof hubNoticeSchema>;

/**
 * The notices of a stored list that parse; one that does not is left out rather than breaking the page.
 *
 * @example
 * readNotices(site.data.notices); // HubNotice[]
 */
export function readNotices(value: unknown): HubNotice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = hubNoticeSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
