import type { TelemetryUserType } from '@plaza/core';
import type { Db } from '../db/database.ts';
import {
  insertTelemetryEvents,
  readTelemetrySecret,
  type NewTelemetryEvent,
} from '../db/repositories/telemetryRepository.ts';
import { hashIdentifier } from '../telemetry/hashIdentifier.ts';
import { demoItemId } from './demoItemId.ts';
import { DEMO_ITEMS } from './demoItems.ts';
import { seededRandom } from './seededRandom.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The demo's searches: what residents look for, how many results each found (0: a gap in the catalogue). */
const SEARCHES: readonly (readonly [string, number])[] = [
  ['parks', 9],
  ['street trees', 4],
  ['building permits', 3],
  ['bike lanes', 2],
  ['budget', 2],
  ['flood zones', 1],
  ['skate park', 0],
  ['noise complaints', 0],
];
const REFERRERS = ['www.riversideca.gov', 'news.example.org', 'www.google.com', null, null, null] as const;
const FORMATS = ['csv', 'csv', 'geojson', 'kml'] as const;

/**
 * A month of usage on Riverside's open data site (issue 22), so its dashboard shows something on a fresh start:
 * visits on each of 30 days ending the day before yesterday (busier on weekdays; none in the last 24 hours, so what a
 * visitor does now stands out in the "last 24 hours" view), each a session of page views of public datasets, sometimes a
 * search, a download, a referrer. Identifiers hashed like real ones.
 *
 * @example
 * await seedDemoTelemetry(trx, { now: Date.now() });
 */
export async function seedDemoTelemetry(db: Db, options: { readonly now: number }): Promise<void> {
  const secret = await readTelemetrySecret(db);
  const siteId = demoItemId('riverside', 'site-open-data');
  const items = DEMO_ITEMS.filter((item) => item.org === 'riverside' && item.access === 'public').map((item) =>
    demoItemId('riverside', item.key),
  );
  const next = seededRandom(20261127);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const today = Math.floor(options.now / DAY) * DAY;
  const rows: NewTelemetryEvent[] = [];
  for (let day = 31; day >= 2; day--) {
    const start = today - day * DAY;
    const weekday = new Date(start).getUTCDay() % 6 !== 0;
    const sessions = Math.round((weekday ? 9 : 4) + next() * 5);
    for (let s = 0; s < sessions; s++) {
      const visitorNumber = Math.floor(next() * 60);
      const visitor = `demo-visitor-${visitorNumber}`;
      const session = hashIdentifier(secret, `session:demo-${day}-${s}`);
      let at = start + (8 + Math.floor(next() * 12)) * HOUR + Math.floor(next() * HOUR);
      const common = {
        site_id: siteId,
        // Most visitors are not signed in; a few are the city's staff or from other organisations (issue 44).
        user_type: (visitorNumber < 48 ? 'anonymous' : visitorNumber < 56 ? 'staff' : 'other') as TelemetryUserType,
        visitor_hash: hashIdentifier(secret, `visitor:${visitor}`),
        session_hash: session,
      };
      rows.push({ ...common, event_type: 'session', action: 'start', occurred: at });
      rows.push({ ...common, event_type: 'pageView', path: '/', referrer_host: pick(REFERRERS), occurred: at });
      if (next() < 0.6) {
        const [query, results] = pick(SEARCHES);
        at += 40_000;
        rows.push({ ...common, event_type: 'search', query, result_count: results, occurred: at });
      }
      const views = 1 + Math.floor(next() * 3);
      for (let v = 0; v < views; v++) {
        const item = pick(items);
        at += 30_000 + Math.floor(next() * 120_000);
        rows.push({ ...common, event_type: 'pageView', item_id: item, path: `/datasets/${item}`, occurred: at });
        if (next() < 0.2) {
          at += 20_000;
          rows.push({ ...common, event_type: 'download', item_id: item, format: pick(FORMATS), occurred: at });
        }
      }
    }
  }
  await insertTelemetryEvents(db, rows);
}
