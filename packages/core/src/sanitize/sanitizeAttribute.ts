import { ATTRIBUTE_RULES, RESERVED_IDS, type AttributeRule } from './attributeRules.ts';
import { escapeHtmlAttribute } from './escapeHtml.ts';
import type { HtmlProfile } from './htmlProfiles.ts';
import type { TagAttribute } from './parseTagToken.ts';
import { sanitizeStyle } from './sanitizeStyle.ts';
import { sanitizeUrl } from './sanitizeUrl.ts';
import { MEDIA_SCHEMES } from './urlSchemes.ts';

/** What the attribute rules need to know about the call. */
export interface AttributeContext {
  readonly profile: HtmlProfile;
  readonly upgradeHttp: boolean;
}

const ID = /^[a-z][a-z0-9_-]{0,63}$/i;

/**
 * Returns the attribute serialised (` name="value"`, or ` name` for a boolean), or `''` when the profile does
 * not allow it on `tag` or its value fails its rule.
 *
 * @example
 * sanitizeAttribute('a', { name: 'href', value: 'javascript:alert(1)' }, context); // ''
 */
export function sanitizeAttribute(tag: string, attribute: TagAttribute, context: AttributeContext): string {
  const { profile } = context;
  const allowed = profile.tags[tag]?.includes(attribute.name) || profile.globalAttributes.includes(attribute.name);
  const rule = ATTRIBUTE_RULES[`${tag}.${attribute.name}`] ?? ATTRIBUTE_RULES[attribute.name];
  if (!allowed || rule === undefined) return '';
  if (rule.kind === 'boolean') return ` ${attribute.name}`;
  const value = checkValue(rule, attribute.value ?? '', context);
  // Free text may be empty (`alt=""` marks a decorative image); a checked value that came out empty is refused.
  if (value === '' && rule.kind !== 'text') return '';
  return ` ${attribute.name}="${escapeHtmlAttribute(value)}"`;
}

function checkValue(rule: AttributeRule, raw: string, context: AttributeContext): string {
  const value = raw.trim();
  switch (rule.kind) {
    case 'text':
      return raw;
    case 'pattern':
      return rule.pattern.test(value) ? value : '';
    case 'style':
      return sanitizeStyle(value);
    case 'id':
      return ID.test(value) && !value.toLowerCase().startsWith('plaza-') && !RESERVED_IDS.has(value.toLowerCase())
        ? value
        : '';
    case 'target':
      // Only a new browsing context; the link gets rel="noopener noreferrer" from the tag writer.
      return value.toLowerCase() === '_blank' ? '_blank' : '';
    case 'url':
      return checkUrl(rule.use, value, context);
    case 'boolean':
      return '';
  }
}

function checkUrl(use: 'link' | 'image' | 'media', value: string, context: AttributeContext): string {
  const { profile, upgradeHttp } = context;
  if (use === 'link') return sanitizeUrl(value, { schemes: profile.linkSchemes, upgradeHttp });
  return sanitizeUrl(value, {
    schemes: MEDIA_SCHEMES,
    upgradeHttp,
    allowDataImage: use === 'image' && profile.dataImages,
  });
}
