import {
  EMPTY_SURVEY_DESIGN,
  SURVEY_ANSWERS_LAYER,
  SURVEY_FORM_NAME,
  SURVEY_TO_SERVICE,
  surveyAnswersLayer,
  surveyFormOfDesign,
  type SurveyDesign,
} from '@plaza/core';
import type { Db } from '../db/database.ts';
import { writeItemFile } from '../db/repositories/itemFileRepository.ts';
import { insertItemRelationship } from '../db/repositories/itemRelationshipRepository.ts';
import { insertItem } from '../db/repositories/itemRepository.ts';
import { readLayerDefinitions } from '../features/admin/readLayerDefinitions.ts';
import { createHostedService, loadHostedRows } from '../features/publishHostedLayers.ts';
import { demoUsername } from './demoData.ts';
import { demoItemId } from './demoItemId.ts';
import { demoThumbnail } from './demoThumbnail.ts';
import { seededRandom } from './seededRandom.ts';

const DAY = 86_400_000;
/** Where Riverside asks: the city's extent (the demo site's). */
const RIVERSIDE: SurveyDesign['area'] = [-117.52, 33.85, -117.28, 34.02];
const TREES = ['Shade tree', 'Fruit tree', 'Flowering tree', 'Native oak'];
const WHY = ['No shade at the bus stop', 'Kids walk here to school', 'The street is very hot in summer', '', ''];

/** The ids of the demo survey's Form item and of its answers service. */
export const DEMO_SURVEY_IDS = Object.freeze([
  demoItemId('riverside', 'tree-survey'),
  demoItemId('riverside', 'tree-survey-answers'),
] as const);

/** Riverside's tree planting survey (issue 21): a point, a choice and a reason, open, shared with everyone. */
export const DEMO_SURVEY_DESIGN: SurveyDesign = {
  ...EMPTY_SURVEY_DESIGN,
  header: 'Help choose 500 planting sites',
  subHeader: 'The city plants 500 street trees next year. Show us where shade would help most.',
  thankYou: 'Thank you! The parks team reads every answer before choosing the planting sites.',
  area: RIVERSIDE,
  questions: [
    { fieldName: 'q1', kind: 'point', label: 'Where should a tree go?', help: '', required: true, choices: [] },
    { fieldName: 'q2', kind: 'singleChoice', label: 'Which kind of tree?', help: '', required: true, choices: TREES },
    { fieldName: 'q3', kind: 'longText', label: 'Why there?', help: 'Optional', required: false, choices: [] },
  ],
};

/**
 * Riverside's published tree survey (issue 21), as the builder leaves one: a public Form item with its form files, a
 * private answers layer related to it by `Survey2Service`, and 24 answers of the last two weeks (seeded, so every
 * install shows the same results).
 *
 * @example
 * await seedDemoSurvey(trx, { now: Date.now() });
 */
export async function seedDemoSurvey(db: Db, options: { readonly now: number }): Promise<void> {
  const { now } = options;
  const owner = demoUsername('publisher', 'riverside');
  const org = await db.selectFrom('orgs').select('id').where('url_key', '=', 'riverside').executeTakeFirstOrThrow();
  const [surveyId, serviceId] = DEMO_SURVEY_IDS;
  const common = { owner, org_id: org.id, owner_folder: null, created: now - 20 * DAY, modified: now - 20 * DAY };
  await insertItem(db, {
    ...common,
    id: surveyId,
    title: 'Where should Riverside plant trees?',
    type: 'Form',
    type_keywords: ['Form', 'Survey123', 'hubMapSurvey', 'slug|riverside|tree-survey'],
    snippet: 'Drop a pin where a street tree would help most, and tell us which kind.',
    tags: ['trees', 'parks', 'survey'],
    thumbnail: 'thumbnail/tree-survey.svg',
    access: 'public',
  });
  await writeItemFile(
    db,
    { itemId: surveyId, role: 'info', path: 'thumbnail/tree-survey.svg', contentType: 'image/svg+xml', now },
    [Buffer.from(demoThumbnail('Form', 'tree-survey'), 'utf8')],
  );
  await insertItem(db, {
    ...common,
    id: serviceId,
    title: 'Tree survey answers',
    type: 'Feature Service',
    type_keywords: ['ArcGIS Server', 'Data', 'Feature Access', 'Feature Service', 'Service', 'Hosted Service'],
    access: 'private',
  });
  const [spec] = readLayerDefinitions({ layers: [surveyAnswersLayer(DEMO_SURVEY_DESIGN)] });
  const [layer] = await createHostedService(db, {
    itemId: serviceId,
    title: `survey_${surveyId}`,
    layers: [spec!],
    created: common.created,
  });
  const serviceUrl = `/arcgis/rest/services/${
    (await db.selectFrom('feature_services').select('name').where('item_id', '=', serviceId).executeTakeFirstOrThrow())
      .name
  }/FeatureServer/0`;
  const form = surveyFormOfDesign(DEMO_SURVEY_DESIGN, { layerName: SURVEY_ANSWERS_LAYER, serviceUrl });
  const files: [string, unknown][] = [
    ['forminfo.json', { name: SURVEY_FORM_NAME, type: 'form' }],
    [`${SURVEY_FORM_NAME}.json`, form],
  ];
  for (const [path, json] of files) {
    await writeItemFile(db, { itemId: surveyId, role: 'info', path, contentType: 'application/json', now }, [
      new TextEncoder().encode(JSON.stringify(json)),
    ]);
  }
  await insertItemRelationship(db, { originId: surveyId, destinationId: serviceId, type: SURVEY_TO_SERVICE }, now);
  const random = seededRandom(21);
  const [west, south, east, north] = RIVERSIDE!;
  const rows = Array.from({ length: 24 }, (_, i) => {
    const x = Number((west + (east - west) * (0.2 + 0.6 * random())).toFixed(5));
    const y = Number((south + (north - south) * (0.2 + 0.6 * random())).toFixed(5));
    const when = now - Math.floor(random() * 14) * DAY - Math.floor(random() * DAY);
    return {
      objectId: i + 1,
      values: [TREES[Math.floor(random() * TREES.length)]!, WHY[Math.floor(random() * WHY.length)] || null, when, null],
      geometry: { x, y },
      bbox: [x, y, x, y] as const,
    };
  });
  await loadHostedRows(db, layer!, rows);
}
