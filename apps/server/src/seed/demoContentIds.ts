import { DEMO_SURVEY_IDS } from './seedDemoSurvey.ts';
import { demoItemId } from './demoItemId.ts';
import { DEMO_ITEMS } from './demoItems.ts';
import { DEMO_SITES } from './demoSites.ts';

/**
 * The ids of every item the demo content seeds: catalog items, sites and pages, the survey and its answers service.
 *
 * @example
 * demoContentIds().length; // a few dozen
 */
export function demoContentIds(): string[] {
  return [
    ...DEMO_ITEMS.map((item) => demoItemId(item.org, item.key)),
    ...DEMO_SITES.flatMap((site) => [
      demoItemId(site.org, `site-${site.key}`),
      ...site.pages.map((page) => demoItemId(site.org, `page-${page.key}`)),
    ]),
    ...DEMO_SURVEY_IDS,
  ];
}
