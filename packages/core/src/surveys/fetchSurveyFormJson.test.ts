import { describe, expect, it } from 'vitest';
import { fetchSurveyFormJson, type ReadItemInfo } from './fetchSurveyFormJson.ts';
import { SURVEY_DEFAULT_SETTINGS } from './surveyForm.ts';

function infoFiles(files: Record<string, unknown>): { read: ReadItemInfo; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    read: async (itemId, fileName) => {
      asked.push(`${itemId}/${fileName}`);
      return files[fileName] ?? null;
    },
  };
}

describe('fetchSurveyFormJson (spec 2 §4, §7)', () => {
  it('reads no form at all for a Draft', async () => {
    const files = infoFiles({ 'forminfo.json': { name: 'trees' }, 'trees.json': { questions: [] } });
    expect(await fetchSurveyFormJson({ id: 's1', typeKeywords: ['Form', 'Draft'] }, files.read)).toBeNull();
    expect(files.asked).toEqual([]);
  });

  it('reads {name}.json named by forminfo.json, and decodes its HTML parts', async () => {
    const files = infoFiles({
      'forminfo.json': { name: 'trees', type: 'form' },
      'trees.json': {
        header: { content: '%3Ch1%3EPlant%20a%20tree%3C%2Fh1%3E', isVisible: true },
        settings: { thankYouScreenContent: 'Thank%20you', openStatusInfo: { status: 'closed' } },
        questions: [
          { type: 'esriQuestionTypeText', name: 'why', description: 'Tell%20us' },
          { type: 'esriQuestionTypePage', questions: [{ type: 'esriQuestionTypeText', description: '100%25' }] },
        ],
      },
    });
    const form = await fetchSurveyFormJson({ id: 's1', typeKeywords: ['Form'] }, files.read);
    expect(files.asked).toEqual(['s1/forminfo.json', 's1/trees.json']);
    expect(form?.header).toEqual({ content: '<h1>Plant a tree</h1>', isVisible: true });
    expect(form?.settings).toEqual({ thankYouScreenContent: 'Thank you', openStatusInfo: { status: 'closed' } });
    expect(form?.questions?.[0]?.description).toBe('Tell us');
    expect(form?.questions?.[1]?.questions?.[0]?.description).toBe('100%');
  });

  it("reads a desktop tool's survey from {name}.webform and {name}.info", async () => {
    const settings = { openStatusInfo: { status: 'closed' }, multiSubmissionInfo: { maxAllowed: 3 } };
    const files = infoFiles({
      'forminfo.json': { name: 'trees' },
      'trees.webform': { surveyFormJson: { questions: [{ type: 'esriQuestionTypeGeoPoint', maps: ['a'] }] } },
      'trees.info': { webformInfo: { settings } },
    });
    const item = { id: 's2', typeKeywords: ['Form', 'Survey123 Connect'] };
    const form = await fetchSurveyFormJson(item, files.read);
    expect(files.asked.sort()).toEqual(['s2/forminfo.json', 's2/trees.info', 's2/trees.webform']);
    expect(form).toEqual({ questions: [{ type: 'esriQuestionTypeGeoPoint', maps: ['a'] }], settings });
  });

  it('takes a desktop survey never changed on the web as open, with no limit on answers', async () => {
    const files = infoFiles({ 'forminfo.json': { name: 'trees' }, 'trees.webform': {}, 'trees.info': {} });
    const form = await fetchSurveyFormJson({ id: 's3', typeKeywords: ['Survey123 Connect'] }, files.read);
    expect(form).toEqual({ questions: [], settings: SURVEY_DEFAULT_SETTINGS });
    expect(form?.settings?.openStatusInfo?.status).toBe('open');
    expect(form?.settings?.multiSubmissionInfo?.maxAllowed).toBe(0);
  });

  it('answers null when the form file holds nothing, and keeps malformed encoding as text', async () => {
    expect(await fetchSurveyFormJson({ id: 's4' }, infoFiles({ 'forminfo.json': { name: 'x' } }).read)).toBeNull();
    const files = infoFiles({ 'forminfo.json': { name: 'x' }, 'x.json': { footer: { content: '%E0%A4%A' } } });
    expect((await fetchSurveyFormJson({ id: 's5' }, files.read))?.footer?.content).toBe('%E0%A4%A');
  });
});
