import { buildEntity } from '@plaza/core/testing';
import { describe, expect, it } from 'vitest';
import { editableSiteJson, lineDiff, readSiteJson } from './siteJson.ts';

const site = buildEntity('site', { id: 'a'.repeat(32), name: 'Parks', owner: 'ana' });

describe('the advanced editor reads a site JSON', () => {
  it('shows stored fields only, and reads them back unchanged', () => {
    const json = editableSiteJson(site);
    expect(JSON.parse(json)).not.toHaveProperty('canEdit');
    expect(JSON.parse(json)).not.toHaveProperty('links');
    const reading = readSiteJson(json, site);
    expect(reading).toMatchObject({ ok: true, json });
  });

  it('locates a syntax error by line and column', () => {
    const broken = '{\n  "name": "Parks",\n  "summary": "x"\n  "tags": []\n}';
    const reading = readSiteJson(broken, site);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems[0]).toMatchObject({ line: 4, column: 3, offset: broken.indexOf('"tags"') });
  });

  it('names a field the schema refuses, and refuses changing the id or the owner', () => {
    const wrongType = readSiteJson(JSON.stringify({ ...JSON.parse(editableSiteJson(site)), pages: 'none' }), site);
    expect(wrongType).toMatchObject({ ok: false, problems: [{ message: expect.stringMatching(/^pages: /) }] });
    const moved = readSiteJson(JSON.stringify({ ...JSON.parse(editableSiteJson(site)), owner: 'bo' }), site);
    expect(moved).toEqual({
      ok: false,
      problems: [{ code: 'fixed', field: 'owner', message: 'owner cannot be changed here.' }],
    });
  });

  it('refuses JSON that is not an object, with a code the interface translates', () => {
    for (const text of ['[]', '"site"', 'null']) {
      expect(readSiteJson(text, site)).toEqual({
        ok: false,
        problems: [{ code: 'notObject', message: 'The site must be a JSON object.' }],
      });
    }
  });
});

describe('lineDiff', () => {
  it('says what was taken away and added, with context around each change only', () => {
    expect(lineDiff('a\nb', 'a\nc')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'c' },
    ]);
    const before = ['1', '2', '3', '4', '5', '6', '7', '8'].join('\n');
    const after = ['1', '2', '3', '4', 'five', '6', '7', '8'].join('\n');
    expect(lineDiff(before, after, 1).map((l) => l.text)).toEqual(['4', '5', 'five', '6']);
    expect(lineDiff(before, before)).toEqual([]);
  });
});
