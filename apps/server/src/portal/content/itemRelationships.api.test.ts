import { changeItemRelationship, getRelatedItems } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItemId } from '../../seed/demoItemId.ts';
import { signIn } from '../../testing/signIn.ts';
import { addFormItem } from '../../testing/formItems.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Item relationships (issue 21: a survey's Form item points at its layer with Survey2Service), through core's calls
// over real HTTP: added by one who may change the origin, read forward and reverse, only what the reader may see.
const TREES = demoItemId('riverside', 'street-trees');
let t: TestApp;
let portal: string;
let publisher: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  portal = `${await t.listen()}/sharing/rest`;
  publisher = await signIn(t, 'publisher_riverside');
  member = await signIn(t, 'user_riverside');
});
afterAll(async () => {
  await t?.close();
});

const addForm = (title: string, access: 'private' | 'public' = 'public') =>
  addFormItem(t, publisher, 'publisher_riverside', { title, public: access === 'public' });

const as = (token?: string) => ({ portal, ...(token ? { authentication: token } : {}) });

describe('item relationships', () => {
  it('relates a survey to its layer; both directions read it; adding again changes nothing; delete removes it', async () => {
    const form = await addForm('Tree survey');
    const relationship = { originItemId: form, destinationItemId: TREES, relationshipType: 'Survey2Service' };
    await changeItemRelationship('add', relationship, 'publisher_riverside', as(publisher));
    await changeItemRelationship('add', relationship, 'publisher_riverside', as(publisher));
    expect((await getRelatedItems(form, 'Survey2Service', 'forward', as())).map((item) => item.id)).toEqual([TREES]);
    expect((await getRelatedItems(TREES, 'Survey2Service', 'reverse', as())).map((item) => item.id)).toContain(form);
    expect(await getRelatedItems(form, 'Survey2Data', 'forward', as())).toEqual([]);
    await changeItemRelationship('delete', relationship, 'publisher_riverside', as(publisher));
    expect(await getRelatedItems(form, 'Survey2Service', 'forward', as())).toEqual([]);
  });

  it('names only related items the reader may see', async () => {
    const hidden = await addForm('Private survey', 'private');
    const relationship = { originItemId: hidden, destinationItemId: TREES, relationshipType: 'Survey2Service' };
    await changeItemRelationship('add', relationship, 'publisher_riverside', as(publisher));
    const reverse = async (token?: string) =>
      (await getRelatedItems(TREES, 'Survey2Service', 'reverse', as(token))).map((item) => item.id);
    expect(await reverse(publisher)).toContain(hidden);
    expect(await reverse()).not.toContain(hidden);
  });

  it('refuses an origin the caller may not change, unknown types, bad ids and another user path', async () => {
    const form = await addForm('Someone else’s survey');
    const relationship = { originItemId: form, destinationItemId: TREES, relationshipType: 'Survey2Service' };
    await expect(changeItemRelationship('add', relationship, 'user_riverside', as(member))).rejects.toMatchObject({
      code: 'GWM_0003',
    });
    await expect(changeItemRelationship('add', relationship, 'publisher_riverside', as(member))).rejects.toThrow();
    for (const bad of [
      { ...relationship, relationshipType: 'Friend2Friend' },
      { ...relationship, destinationItemId: 'nope' },
      { ...relationship, destinationItemId: form },
    ]) {
      await expect(changeItemRelationship('add', bad, 'publisher_riverside', as(publisher))).rejects.toThrow();
    }
    await expect(getRelatedItems(form, 'Nope', 'forward', as())).rejects.toThrow(/relationshipType must be one of/);
  });
  it("never lets a survey open someone else's layer to its readers", async () => {
    // A member's own public survey, pointed at the city's public Street Trees layer: refused.
    const theirs = await addFormItem(t, member, 'user_riverside', {
      title: 'Add a tree anywhere',
      files: {
        'forminfo.json': { name: 'f' },
        'f.json': { questions: [], settings: { openStatusInfo: { status: 'open' } } },
      },
    });
    const relationship = { originItemId: theirs, destinationItemId: TREES, relationshipType: 'Survey2Service' };
    await expect(changeItemRelationship('add', relationship, 'user_riverside', as(member))).rejects.toMatchObject({
      code: 'GWM_0003',
    });
    // Even a relationship that got there some other way opens nothing: the survey is not the layer owner's.
    await t.db
      .insertInto('item_relationships')
      .values({ origin_id: theirs, destination_id: TREES, type: 'Survey2Service', created: Date.now() })
      .execute();
    const res = await t.app.request('/arcgis/rest/services/Street_Trees/FeatureServer/0/addFeatures', {
      method: 'POST',
      body: new URLSearchParams({
        f: 'json',
        features: JSON.stringify([{ attributes: {}, geometry: { x: -117.4, y: 33.9 } }]),
      }),
    });
    expect(((await res.json()) as { error?: { message?: string } }).error?.message).toBe(
      'You do not have permissions to access this resource or perform this operation.',
    );
  });
});
