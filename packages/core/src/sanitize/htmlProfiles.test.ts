import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_RULES } from './attributeRules.ts';
import { ESRI_DEFAULTS } from './esriHtmlTokenizer.ts';
import { HTML_PROFILE_NAMES, HTML_PROFILES } from './htmlProfiles.ts';

// Tags the profiles add to the ArcGIS list (recorded in ADR 0071).
const ADDED_TO_ARCGIS = [
  'caption',
  'cite',
  'col',
  'colgroup',
  'iframe',
  'ins',
  'kbd',
  'q',
  's',
  'small',
  'tfoot',
  'thead',
];

describe('HTML_PROFILES', () => {
  it('has one entry per profile name', () => {
    expect(Object.keys(HTML_PROFILES).sort()).toEqual([...HTML_PROFILE_NAMES].sort());
  });

  it.each(HTML_PROFILE_NAMES)('%s: every allowed attribute has a value rule', (name) => {
    const profile = HTML_PROFILES[name];
    for (const [tag, attributes] of Object.entries(profile.tags)) {
      for (const attribute of [...attributes, ...profile.globalAttributes]) {
        const rule = ATTRIBUTE_RULES[`${tag}.${attribute}`] ?? ATTRIBUTE_RULES[attribute];
        expect(rule, `${name} ${tag}[${attribute}]`).toBeDefined();
      }
    }
  });

  it('takes its tags from the ArcGIS list plus a recorded few', () => {
    const arcgis = Object.keys(ESRI_DEFAULTS.tags);
    const used = new Set(HTML_PROFILE_NAMES.flatMap((name) => Object.keys(HTML_PROFILES[name].tags)));
    expect([...used].filter((tag) => !arcgis.includes(tag)).sort()).toEqual(ADDED_TO_ARCGIS);
  });

  it('never allows event handlers, script-like tags or class', () => {
    for (const name of HTML_PROFILE_NAMES) {
      const { tags, globalAttributes } = HTML_PROFILES[name];
      for (const tag of [
        'script',
        'style',
        'svg',
        'math',
        'object',
        'embed',
        'form',
        'input',
        'base',
        'link',
        'meta',
      ]) {
        expect(tags[tag], `${name} ${tag}`).toBeUndefined();
      }
      const attributes = [...Object.values(tags).flat(), ...globalAttributes];
      expect(attributes.filter((a) => a.startsWith('on') || a === 'class' || a === 'srcdoc')).toEqual([]);
    }
  });

  it('only the richer profiles allow styles and data images; only rich text cards allow iframes', () => {
    const withStyle = HTML_PROFILE_NAMES.filter((n) => HTML_PROFILES[n].globalAttributes.includes('style'));
    expect(withStyle).toEqual(['itemDescription', 'richTextCard']);
    expect(HTML_PROFILE_NAMES.filter((n) => HTML_PROFILES[n].dataImages)).toEqual(['itemDescription', 'richTextCard']);
    expect(HTML_PROFILE_NAMES.filter((n) => HTML_PROFILES[n].tags.iframe !== undefined)).toEqual(['richTextCard']);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(HTML_PROFILES)).toBe(true);
    expect(Object.isFrozen(HTML_PROFILES.richTextCard.tags)).toBe(true);
    expect(Object.isFrozen(HTML_PROFILES.richTextCard.tags.a)).toBe(true);
  });
});
