import { deriveSubdomain } from '../../domains/deriveSubdomain.ts';
import { ensureSafeDomainLength } from '../../domains/ensureSafeDomainLength.ts';
import { getUniqueSubdomain } from '../../domains/getUniqueSubdomain.ts';
import { setSubdomainKeyword } from '../../domains/subdomainKeyword.ts';
import { constructSlug } from '../../ids/constructSlug.ts';
import { getUniqueSlug } from '../../ids/getUniqueSlug.ts';
import { isGuid } from '../../ids/isGuid.ts';
import { parseIdentifier } from '../../ids/parseIdentifier.ts';
import { setSlugKeyword } from '../../ids/slugKeyword.ts';
import { slugify } from '../../ids/slugify.ts';
import { jsonResponse, type AreaVectorFile, type VectorComparison } from '../areaVectors.ts';

const PORTAL = 'https://www.arcgis.com/sharing/rest';

/**
 * The slug of a name by the spec's sentence, word for word (spec 1 §5 "Slug. Lowercased, trimmed, spaces to
 * hyphens, non-word characters removed, repeated hyphens collapsed, … no trailing hyphen"); a leading hyphen, on
 * which the spec is silent, goes as the reference removes it. Where it differs from the reference (which turns each
 * run of non-word characters into a hyphen: `a.b` → `a-b`, where the spec removes them: `ab`), the spec decides
 * (ADR 0203).
 */
export function slugBySpec(value: string): string {
  return value
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');
}

const same = (plaza: unknown, reference: unknown): VectorComparison => ({
  plaza: { value: plaza },
  reference: { value: reference },
  paths: ['value'],
});

const bySpec = (plaza: unknown, reference: unknown, spec: unknown): VectorComparison =>
  reference === spec
    ? same(plaza, reference)
    : { plaza: { value: plaza }, reference: { value: spec }, paths: ['value'], decidedBySpec: ['value'] };

/** The reference's cut of a slug: the `slug|{org}|{slug}` keyword within 256 characters less `padding`. */
function referenceCut(slug: string, orgKey: string, padding: number): string {
  const keyword = ['slug', ...(orgKey ? [orgKey.toLowerCase()] : []), slug].join('|');
  return keyword
    .slice(0, 256 - padding)
    .replace(/-+$/, '')
    .replace(/^slug\|/, '');
}

/** A subdomain with the random suffix of a cut one (five hex digits after a hyphen) written as `-#####`. */
function withoutRandom(subdomain: string, input: string): string {
  return subdomain !== input && /-[0-9a-f]{5}$/.test(subdomain) ? `${subdomain.slice(0, -5)}#####` : subdomain;
}

/** A portal search answer holding the slugs named `taken` (or failing). */
function slugSearch(taken: unknown, searched: { slug: string; exclude?: string }[]) {
  return (url: string, init: RequestInit | undefined): Response => {
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : new URL(url).search);
    const text = `${body.get('q') ?? ''} ${body.get('filter') ?? ''}`;
    const slug = /typekeywords:"slug\|([^"]*)"/.exec(text)?.[1] ?? '';
    const exclude = /NOT id:(\w+)/.exec(text)?.[1];
    searched.push({ slug, ...(exclude ? { exclude } : {}) });
    if (taken === 'fail') return jsonResponse({ error: { code: 500, message: 'boom', details: [] } });
    const hit = Array.isArray(taken) && taken.includes(slug) ? [{ id: 'other' }] : [];
    return jsonResponse({ total: hit.length, results: hit, num: 10, start: 1, nextStart: -1 });
  };
}

/** The slug and identifier vector files (ids/). */
export const SLUG_VECTOR_FILES: readonly AreaVectorFile[] = [
  {
    file: 'slugify.json',
    run: ([value], output) => bySpec(slugify(value as string), output, slugBySpec(value as string)),
  },
  {
    file: 'constructSlug.json',
    run: ([title, orgKey], output) => {
      const spec = slugBySpec(title as string);
      return bySpec(
        constructSlug(title as string, orgKey as string),
        output,
        spec ? referenceCut(spec, orgKey as string, 4) : '',
      );
    },
  },
  { file: 'setSlugKeyword.json', run: ([k, s], output) => same(setSlugKeyword(k as string[], s as string), output) },
  { file: 'isGuid.json', run: ([value], output) => same(isGuid(value as string), output) },
  /*
   * Plaza's answer is what to look up: the id when there is one (the reference also returns the slug parts), else
   * the slug in its stored form, lowercased as both write it (setSlugKeyword): compared lowercased.
   */
  {
    file: 'parseIdentifier.json',
    run: ([identifier], output) => {
      const parsed = parseIdentifier(identifier as string);
      const recorded = output as { id?: string; slug?: string; orgKey?: string };
      if (recorded.id) return { plaza: parsed, reference: { kind: 'id', id: recorded.id }, paths: ['kind', 'id'] };
      const slug = [recorded.orgKey, recorded.slug].filter(Boolean).join('|').toLowerCase();
      return { plaza: parsed, reference: { kind: 'slug', slug }, paths: ['kind', 'slug'] };
    },
  },
  {
    file: 'getUniqueSlug.json',
    run: async ([slug, taken, existingId], output, _name, tools) => {
      const searched: { slug: string; exclude?: string }[] = [];
      const plaza = await tools.withFetch(slugSearch(taken, searched), () =>
        getUniqueSlug(slug as string, {
          portal: PORTAL,
          ...(existingId ? { existingId: existingId as string } : {}),
        }).then(
          (result) => ({ result }),
          (error: unknown) => ({ throws: error instanceof Error ? error.message : String(error) }),
        ),
      );
      const recorded = output as {
        result?: string;
        searches?: { filter: string; q: string | null }[];
        throws?: string;
      };
      // The cause's own text is the portal error's (Plaza's typed error, the reference's ArcGISRequestError).
      const prefix = (message: string | undefined) => message?.replace(/^(Error in getUniqueSlug) .*$/, '$1 …');
      const reference = {
        result: recorded.result,
        throws: prefix(recorded.throws),
        searched: recorded.searches?.map((s) => ({
          slug: /slug\|([^"]*)/.exec(s.filter)?.[1] ?? '',
          ...(s.q ? { exclude: /NOT id:(\w+)/.exec(s.q)?.[1] } : {}),
        })),
      };
      return {
        plaza: {
          ...plaza,
          ...('throws' in plaza ? { throws: prefix(plaza.throws) } : {}),
          searched: recorded.throws ? undefined : searched,
        },
        reference,
        paths: ['result', 'throws', 'searched'],
      };
    },
  },
];

/** The subdomain vector files (domains/). */
export const DOMAIN_VECTOR_FILES: readonly AreaVectorFile[] = [
  {
    file: 'ensureSafeDomainLength.json',
    run: ([subdomain, orgKey], output) =>
      same(
        withoutRandom(
          ensureSafeDomainLength(subdomain as string, orgKey as string, () => 0.5),
          subdomain as string,
        ),
        withoutRandom(output as string, subdomain as string),
      ),
  },
  {
    file: 'deriveSubdomain.json',
    run: ([name, orgKey], output) => {
      // The spec's slug keeps underscores, which no hostname may hold: they are hyphens here, as in the reference.
      const spec = slugBySpec(name as string)
        .replaceAll('_', '-')
        .replace(/-{2,}/g, '-');
      const max = 63 - ((orgKey as string).length + 1);
      const expected = spec.length > max ? `${spec.slice(0, max - 6)}-#####` : spec;
      const plaza = withoutRandom(
        deriveSubdomain(name as string, orgKey as string, () => 0.5),
        spec,
      );
      return bySpec(plaza, withoutRandom(output as string, slugBySpec(name as string)), expected);
    },
  },
  {
    file: 'setSubdomainKeyword.json',
    run: ([k, s], output) => same(setSubdomainKeyword(k as string[], s as string), output),
  },
  {
    file: 'getUniqueDomainName.json',
    run: async ([subdomain, taken], output, _name, tools) => {
      const lookups: string[] = [];
      const result = await tools.withFetch(
        (url) => {
          const host = decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '');
          lookups.push(host);
          return (taken as string[]).includes(host)
            ? jsonResponse({
                id: 'd',
                hostname: host,
                siteId: 's',
                orgId: 'org1',
                orgKey: 'riverside',
                orgTitle: 'Riverside',
                siteTitle: 'Parks',
                clientKey: 'k',
                sslOnly: true,
              })
            : jsonResponse({ error: { title: 'not found', detail: 'x' } }, 404);
        },
        () =>
          getUniqueSubdomain(subdomain as string, {
            portal: PORTAL,
            hubUrl: 'https://hub.arcgis.com',
            isPortal: false,
            orgKey: 'riverside',
            baseDomain: 'hub.arcgis.com',
            random: () => 0.5,
          }),
      );
      return { plaza: { result, lookups }, reference: output, paths: ['result', 'lookups'] };
    },
  },
];
