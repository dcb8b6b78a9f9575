import { describe, expect, it } from 'vitest';
import { buildAddItemForm } from './buildAddItemForm.ts';
import { checkContentDraft, type ContentDraft } from './contentDraft.ts';

function buildDraft(overrides: Partial<ContentDraft> = {}): ContentDraft {
  return {
    source: { kind: 'file', file: new File(['a,b\n1,2\n'], 'trees.csv', { type: 'text/csv' }) },
    type: 'CSV',
    title: '  Street trees ',
    snippet: '',
    tags: [],
    access: 'private',
    groupIds: [],
    ...overrides,
  };
}

describe('buildAddItemForm', () => {
  it('registers a link by its url, never as a dataUrl to fetch', () => {
    const form = buildAddItemForm(
      buildDraft({ source: { kind: 'link', url: ' https://example.org/permits-explorer ' }, type: 'Document Link' }),
    );
    expect(form.get('url')).toBe('https://example.org/permits-explorer');
    expect(form.has('dataUrl')).toBe(false);
    expect(form.has('file')).toBe(false);
    expect(checkContentDraft(buildDraft({ source: { kind: 'link', url: 'javascript:alert(1)' } }))).toEqual([
      'urlScheme',
    ]);
  });

  it('sends the file with the item fields, trimmed, and leaves empty fields out', async () => {
    const form = buildAddItemForm(buildDraft());
    expect(form.get('f')).toBe('json');
    expect(form.get('title')).toBe('Street trees');
    expect(form.get('type')).toBe('CSV');
    expect(form.has('snippet')).toBe(false);
    expect(form.has('tags')).toBe(false);
    expect(form.has('dataUrl')).toBe(false);
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect(file instanceof File ? [file.name, await file.text()] : []).toEqual(['trees.csv', 'a,b\n1,2\n']);
  });

  it('sends a URL as dataUrl, with summary and comma-separated tags', () => {
    const form = buildAddItemForm(
      buildDraft({
        source: { kind: 'url', url: ' https://example.org/parks.geojson ' },
        type: 'GeoJson',
        snippet: 'City parks ',
        tags: ['parks', ' green '],
      }),
    );
    expect(form.get('dataUrl')).toBe('https://example.org/parks.geojson');
    expect(form.has('file')).toBe(false);
    expect(form.get('snippet')).toBe('City parks');
    expect(form.get('tags')).toBe('parks,green');
  });

  it('never sends access or groups (they are shared afterwards)', () => {
    const form = buildAddItemForm(buildDraft({ access: 'public', groupIds: ['g1'] }));
    expect([...form.keys()].sort()).toEqual(['f', 'file', 'title', 'type']);
  });
});

describe('checkContentDraft', () => {
  it('accepts a complete draft', () => {
    expect(checkContentDraft(buildDraft())).toEqual([]);
  });

  it('names what is missing', () => {
    expect(checkContentDraft(buildDraft({ source: { kind: 'file', file: undefined }, type: '', title: ' ' }))).toEqual([
      'file',
      'type',
      'title',
    ]);
    expect(checkContentDraft(buildDraft({ source: { kind: 'url', url: '' } }))).toEqual(['url']);
  });

  it('accepts only http and https URLs', () => {
    expect(checkContentDraft(buildDraft({ source: { kind: 'url', url: 'ftp://example.org/a.csv' } }))).toEqual([
      'urlScheme',
    ]);
    expect(checkContentDraft(buildDraft({ source: { kind: 'url', url: 'not a url' } }))).toEqual(['urlScheme']);
    expect(checkContentDraft(buildDraft({ source: { kind: 'url', url: 'http://127.0.0.1:1/x.csv' } }))).toEqual([]);
  });
});
