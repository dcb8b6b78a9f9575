import { getHubEntityType, telemetryOff } from '@plaza/core';
import { Hono, type Context } from 'hono';
import { isItemAdmin } from '../../access/itemControl.ts';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { hasPrivilege } from '../../auth/caller.ts';
import { nowFrom } from '../../auth/clock.ts';
import { requestIp } from '../../auth/requestIp.ts';
import { findVisibleItem, findVisibleItemTitles, type ItemRow } from '../../db/repositories/itemRepository.ts';
import { findOrgById } from '../../db/repositories/orgRepository.ts';
import type { TelemetryConfig } from '../../config/config.ts';
import { aggregateTelemetry } from '../../db/repositories/telemetryReportRepository.ts';
import { readTelemetrySecret } from '../../db/repositories/telemetryRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { readJsonBody } from '../../http/readJsonBody.ts';
import { presentTelemetryReport, telemetryReportCsv } from '../../presenters/telemetryReportPresenter.ts';
import { addressRateLimit, perMinuteLimits } from '../../http/addressRateLimit.ts';
import { REPORT_RANGES, reportWindow, type ReportRange } from '../../telemetry/reportWindow.ts';
import { takeTelemetryCeiling, telemetryCeilingTotals } from '../../telemetry/telemetryCeiling.ts';
import { entityTelemetrySettings } from '../../telemetry/siteTelemetrySettings.ts';
import { parseTelemetryBatch } from '../../telemetry/telemetryBatchInput.ts';
import type { TelemetryQueue } from '../../db/telemetryQueue.ts';
import { toStoredEvents } from '../../telemetry/toStoredEvents.ts';
import { visitorOfCaller } from '../../telemetry/visitorOfCaller.ts';

const ITEM_ID = /^[0-9a-f]{32}$/;
/** The visitor as spec 3 §4's tracking rule sees it: only the site's own organisation counts as the portal's. */
const gateVisitor = (userType: string) =>
  userType === 'anonymous' ? 'anonymous' : userType === 'staff' ? 'portal-organization' : 'other-organization';

async function visibleItem(c: Context<AppEnv>, id: string, what: string): Promise<ItemRow> {
  const item = ITEM_ID.test(id)
    ? await findVisibleItem(c.get('deps').db, id, itemVisibility(c.get('caller')))
    : undefined;
  if (!item) throw new HubApiError(404, 'Not Found', `${what} ${id} not found.`);
  return item;
}

/** The visitor's country: a trusted proxy's header when configured and present, else the deployment's (ADR 0172). */
function visitorCountry(c: Context<AppEnv>): string | undefined {
  const { config } = c.get('deps');
  const header =
    config.trustProxy && config.telemetry.countryHeader ? c.req.header(config.telemetry.countryHeader) : '';
  return header && /^[A-Za-z]{2}$/.test(header) ? header.toUpperCase() : config.telemetry.visitorCountry;
}

/**
 * Whose batches are counted together: the peer's address, or behind a trusted proxy the address the proxy saw (the
 * last `X-Forwarded-For` entry, the one it added), so visitors do not share the proxy's one bucket.
 */
function clientAddress(c: Context<AppEnv>): string {
  const forwarded = c.get('deps').config.trustProxy ? c.req.header('x-forwarded-for') : undefined;
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || requestIp(c) || 'in-process';
}

/** Whether the caller may read an entity's reports: those who manage it, and members of the groups it granted. */
async function assertReportReader(c: Context<AppEnv>, item: ItemRow): Promise<void> {
  const caller = c.get('caller');
  if (caller.kind !== 'user') throw new HubApiError(401, 'Unauthorized', 'Sign in to read usage reports.');
  if (isItemAdmin(caller, item)) return;
  const { grantedGroupIds } = await entityTelemetrySettings(c.get('deps').db, item);
  if (grantedGroupIds.some((id) => caller.groupIds.includes(id))) return;
  throw new HubApiError(403, 'Forbidden', 'Only those who manage the item, or groups it granted, may read its usage.');
}

/**
 * `/api/telemetry/v1` (issue 22, ADR 0172) — Plaza's own analytics in place of the spec's third-party service:
 * `POST /events` takes a batch of at most 10 events of one visitor on one site (rate-limited per address, validated,
 * refused when the caller's type is forged, the site is unknown or telemetry is off for it — spec 3 §4 — and queued
 * without waiting on the database — or, past the site's or the deployment's hourly ceiling, dropped and counted, never
 * stored: ADR 0186); `GET /reports?siteId=|itemId=&range=day|week|month[&f=csv]` answers a site's or
 * an item's aggregates to those who manage it and the groups it granted (`properties.telemetry.arcgis.access`);
 * `GET /status` tells an administrator what the queue and the ceiling stored and dropped.
 *
 * @example
 * app.route('/api/telemetry/v1', telemetryRoutes(queue, config.telemetry));
 */
export function telemetryRoutes(queue: TelemetryQueue, config: TelemetryConfig): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  let secret: Promise<string> | undefined;
  // Kept in the database, so processes sharing it share each address's bucket (issue 42, ADR 0186).
  const limits = addressRateLimit('telemetry', perMinuteLimits(config.batchesPerMinute));

  routes.post('/events', async (c) => {
    const deps = c.get('deps');
    const wait = await limits.take(deps.db, clientAddress(c), nowFrom(deps));
    if (wait !== undefined) {
      throw new HubApiError(429, 'Too Many Requests', 'Too many telemetry batches; try again later.', wait);
    }
    const batch = parseTelemetryBatch(await readJsonBody(c));
    const caller = c.get('caller');
    const site = await visibleItem(c, batch.siteId, 'Site');
    if (getHubEntityType(site.type) !== 'site') throw new HubApiError(404, 'Not Found', `Site ${site.id} not found.`);
    // The browser says whether it is signed in; the class is the ingest's to find (ADR 0242).
    if ((batch.userType === 'anonymous') !== (caller.kind === 'anonymous')) {
      const expected = caller.kind === 'anonymous' ? 'anonymous' : 'a signed-in type';
      throw new HubApiError(400, 'Bad Request', `userType must be ${expected} for this caller.`);
    }
    const org = await findOrgById(deps.db, site.org_id);
    const visitor = await visitorOfCaller(deps.db, caller, org, config.internalDomains);
    const tracking = (org?.properties as { tracking?: { enabled?: unknown } } | undefined)?.tracking?.enabled;
    const off = telemetryOff({
      // Consent is the browser's to ask and keep (the tracker sends nothing without it); the rest is checked here.
      consentRequired: false,
      consent: undefined,
      organizationTracking: tracking !== false,
      disabled: false,
      capabilities: (await entityTelemetrySettings(deps.db, site)).capabilities,
      visitor: gateVisitor(visitor.userType),
      visitorCountry: visitorCountry(c),
    });
    if (off) throw new HubApiError(403, 'Forbidden', `Telemetry is off for this visitor on this site: ${off}.`);
    secret ??= readTelemetrySecret(deps.db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    const rows = toStoredEvents(batch, caller, visitor, await secret, nowFrom(deps));
    if (!(await takeTelemetryCeiling(deps.db, config, site.id, rows.length, nowFrom(deps)))) {
      return c.json({ accepted: 0, dropped: rows.length }, 202);
    }
    const queued = queue.offer(rows);
    return c.json({ accepted: queued ? rows.length : 0, dropped: queued ? 0 : rows.length }, 202);
  });

  routes.get('/reports', async (c) => {
    const siteId = c.req.query('siteId');
    const itemId = c.req.query('itemId');
    if ((siteId === undefined) === (itemId === undefined)) {
      throw new HubApiError(400, 'Bad Request', 'Give either siteId or itemId.');
    }
    const range = c.req.query('range') ?? 'week';
    if (!REPORT_RANGES.includes(range as ReportRange)) {
      throw new HubApiError(400, 'Bad Request', `range must be one of ${REPORT_RANGES.join(', ')}.`);
    }
    const format = c.req.query('f') ?? 'json';
    if (format !== 'json' && format !== 'csv') throw new HubApiError(400, 'Bad Request', 'f must be json or csv.');
    const item = await visibleItem(c, (siteId ?? itemId)!.toLowerCase(), siteId ? 'Site' : 'Item');
    const kind = siteId ? 'site' : 'item';
    if (kind === 'site' && getHubEntityType(item.type) !== 'site') {
      throw new HubApiError(404, 'Not Found', `Site ${item.id} not found.`);
    }
    await assertReportReader(c, item);
    const { db } = c.get('deps');
    const window = reportWindow(range as ReportRange, nowFrom(c.get('deps')));
    const target = { kind, id: item.id } as const;
    const aggregates = await aggregateTelemetry(db, target, window);
    const titles = await findVisibleItemTitles(
      db,
      aggregates.topContent.map((entry) => entry.itemId),
      itemVisibility(c.get('caller')),
    );
    const report = presentTelemetryReport(target, range as ReportRange, window, aggregates, titles);
    if (format === 'json') return c.json(report);
    const name = `usage-${kind}-${item.id}-${range}.csv`;
    return c.body(telemetryReportCsv(report), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    });
  });

  routes.get('/status', async (c) => {
    const caller = c.get('caller');
    if (!hasPrivilege(caller, 'portal:admin:updateItems')) {
      throw new HubApiError(403, 'Forbidden', 'Only administrators may read the telemetry queue.');
    }
    return c.json({
      ...queue.stats(),
      ceiling: await telemetryCeilingTotals(c.get('deps').db, nowFrom(c.get('deps'))),
    });
  });

  return routes;
}
