import { eventFromService } from '../../events/eventFromService.ts';
import { EVENT_SERVICE_RECORD_SCHEMA } from '../../events/eventServiceRecord.ts';
import { eventToService, type HubEventDraft } from '../../events/eventToService.ts';
import { getEventSlug } from '../../workspace/getSiteRelativeLink.ts';
import { withValueAt } from '../referenceVectors.ts';
import { asJson, keysOf, type AreaVectorFile } from '../areaVectors.ts';
import { slugBySpec } from './slugVectors.ts';

/** The clock of the event cases: after the 2020 events ended, before the 2099 ones. */
export const EVENT_VECTOR_NOW = Date.UTC(2025, 0, 1);

/** The reference's placeholder image for an event without a thumbnail, on its CDN. */
const CDN_EVENT_PLACEHOLDER =
  'https://hubcdn.arcgis.com/opendata-ui/assets/ember-arcgis-opendata-components/assets/images/placeholders/event.png';

/**
 * An event read from the service's record (`eventFromService` ⇄ the reference's EventPropertyMapper.storeToEntity):
 * every member of the reference's entity is compared. Normalised, each with its reason: `links.thumbnail` of an
 * event without one is the reference's CDN placeholder, which Plaza never fetches (nothing at run time comes from
 * the internet; the web app draws its own placeholder), so there it is absent. Decided by the spec (ADR 0203):
 * "type Event; access in lower case" (spec 2 §3) — a private event shared with groups reads `private`, where the
 * reference says `shared`.
 */
const storeToEntity: AreaVectorFile = {
  file: 'eventStoreToEntity.json',
  run: ([record], output) => {
    const plaza = asJson(eventFromService(EVENT_SERVICE_RECORD_SCHEMA.parse(record), EVENT_VECTOR_NOW));
    let reference = output;
    const decidedBySpec: string[] = [];
    if ((output as { access?: string }).access === 'shared') {
      reference = withValueAt(reference, 'access', 'private');
      decidedBySpec.push('access');
    }
    const slug = slugBySpecOf(record as { title?: unknown; id?: unknown });
    if (slug !== (output as { slug?: string }).slug) {
      for (const [path, value] of [
        ['slug', slug],
        ['links.self', `/events/${slug}`],
        ['links.siteRelative', `/events/${slug}`],
      ]) {
        reference = withValueAt(reference, path as string, value);
        decidedBySpec.push(path as string);
      }
    }
    const links = (output as { links?: { thumbnail?: string } }).links;
    if (links?.thumbnail === CDN_EVENT_PLACEHOLDER) reference = withValueAt(reference, 'links.thumbnail', undefined);
    const paths = keysOf(output).flatMap((key) =>
      key === 'links' || key === 'view' ? keysOf(valueOf(output, key)).map((k) => `${key}.${k}`) : [key],
    );
    return { plaza, reference, paths, decidedBySpec };
  },
};

/**
 * An event's slug by the spec: its title's slug by the spec's sentence (spec 1 §5 "Slug", ADR 0203) and its id,
 * joined as the reference joins them (spec 3 §2 "Events use a slug made of the title plus the id").
 */
function slugBySpecOf(event: { title?: unknown; id?: unknown }): string {
  return [slugBySpec(typeof event.title === 'string' ? event.title : ''), String(event.id)]
    .join('-')
    .split('-')
    .filter(Boolean)
    .join('-');
}

function valueOf(value: unknown, key: string): unknown {
  return (value as Record<string, unknown>)[key];
}

/** Members of a saved event the events service sets itself (id, organisation, creator, permissions, counts). */
const SERVICE_OWNED = new Set(['id', 'orgId', 'creator', 'permission', 'registrationCount', 'thumbnailUrl']);

/**
 * What a save sends (`eventToService` ⇄ the reference's EventPropertyMapper.entityToStore over an empty record):
 * every member the reference writes but those the service owns (Plaza's payload leaves them to the service, which
 * refuses them). Decided by the spec (ADR 0203): "All-day events are saved with start time 00:00:00 and end time
 * 23:59:59" (spec 2 §4) — the reference sets them on a copy after mapping, so it sends the times unchanged.
 */
const entityToStore: AreaVectorFile = {
  file: 'eventEntityToStore.json',
  run: ([entity], output) => {
    const e = entity as Record<string, unknown>;
    const draft = { ...e, referencedContentIdsByType: [] } as unknown as HubEventDraft;
    const plaza = asJson(eventToService(draft));
    let reference = output;
    const decidedBySpec: string[] = [];
    if (e.isAllDay === true) {
      reference = withValueAt(withValueAt(reference, 'startTime', '00:00:00'), 'endTime', '23:59:59');
      decidedBySpec.push('startTime', 'endTime');
    }
    const paths = keysOf(output).filter((key) => !SERVICE_OWNED.has(key));
    return { plaza, reference, paths, decidedBySpec };
  },
};

/** The slug of an event's page (`getEventSlug` ⇄ the reference's getEventSlug). */
const eventSlug: AreaVectorFile = {
  file: 'getEventSlug.json',
  run: ([event], output) => {
    const spec = slugBySpecOf(event as { title?: unknown; id?: unknown });
    return {
      plaza: { slug: getEventSlug(event as { title: string; id: string }) },
      reference: { slug: spec },
      paths: ['slug'],
      decidedBySpec: spec === output ? [] : ['slug'],
    };
  },
};

/** The event vector files. */
export const EVENT_VECTOR_FILES: readonly AreaVectorFile[] = [storeToEntity, entityToStore, eventSlug];
