import { isRecord } from '../common/mutableItemModel.ts';
import type { SiteLayout } from './site.ts';
import { siteDefaultLayout } from './siteDefaults.ts';

/**
 * A stored site layout as the entity holds it: everything stored is kept, and only what Plaza's layout type needs
 * and the stored one lacks — the header's and footer's component name and type, the sections — is filled from the
 * defaults (header `default`, footer `none`, no sections). A layout that is not an object reads as the default.
 *
 * @example
 * readSiteLayout({ header: { component: { settings: {} } }, sections: [] }).header.component.name; // "site-header"
 */
export function readSiteLayout(value: unknown): SiteLayout {
  const defaults = siteDefaultLayout();
  if (!isRecord(value)) return defaults;
  const part = <K extends 'header' | 'footer'>(key: K, typeKey: string): SiteLayout[K] => {
    const fallback = defaults[key];
    const holder = isRecord(value[key]) ? value[key] : {};
    const component = isRecord(holder.component) ? holder.component : {};
    const settings = isRecord(component.settings) ? component.settings : {};
    const fallbackSettings = fallback.component.settings as Record<string, unknown>;
    return {
      ...holder,
      component: {
        ...component,
        name: typeof component.name === 'string' ? component.name : fallback.component.name,
        settings: {
          ...settings,
          [typeKey]: typeof settings[typeKey] === 'string' ? settings[typeKey] : fallbackSettings[typeKey],
        },
      },
    } as SiteLayout[K];
  };
  return {
    ...value,
    header: part('header', 'headerType'),
    footer: part('footer', 'footerType'),
    sections: Array.isArray(value.sections) ? value.sections : [],
  };
}
