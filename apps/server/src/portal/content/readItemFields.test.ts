import { describe, expect, it } from 'vitest';
import { PortalError } from '../../errors/portalError.ts';
import { readItemFields } from './readItemFields.ts';

describe('readItemFields', () => {
  it('reads lists, extents and properties', () => {
    expect(
      readItemFields(
        {
          title: ' Parks ',
          tags: 'parks, green,parks',
          typeKeywords: '["Data","Hub"]',
          extent: '-1,50,1,52',
          properties: '{"a":1}',
        },
        { clearEmpty: false },
      ),
    ).toEqual({
      title: 'Parks',
      tags: ['parks', 'green'],
      type_keywords: ['Data', 'Hub'],
      extent_xmin: -1,
      extent_ymin: 50,
      extent_xmax: 1,
      extent_ymax: 52,
      properties: '{"a":1}',
    });
    expect(readItemFields({ extent: '[[-1,50],[1,52]]' }, { clearEmpty: false })).toMatchObject({ extent_xmax: 1 });
  });

  it('ignores empty parameters unless clearEmptyFields is set', () => {
    const sent = { description: '', snippet: '', tags: '', categories: '', licenseInfo: '' };
    expect(readItemFields(sent, { clearEmpty: false })).toEqual({});
    expect(readItemFields(sent, { clearEmpty: true })).toEqual({
      description: '',
      snippet: '',
      tags: [],
      categories: [],
      license_info: '',
    });
  });

  it.each([
    [{ title: 'x'.repeat(257) }, 'title is longer than 256 characters.'],
    [{ extent: '1,2,3' }, 'extent must be'],
    [{ extent: '5,0,1,1' }, 'extent must be'],
    [{ properties: '[1]' }, 'properties must be a JSON object.'],
    [{ properties: '{' }, 'properties must be a JSON object.'],
  ])('refuses %o', (params, message) => {
    expect(() => readItemFields(params, { clearEmpty: false })).toThrow(PortalError);
    expect(() => readItemFields(params, { clearEmpty: false })).toThrow(message);
  });
});
