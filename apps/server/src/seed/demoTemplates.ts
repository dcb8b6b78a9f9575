import { itemIdPlaceholder, slugPlaceholder, TITLE_PLACEHOLDER, type SolutionData } from '@plaza/core';
import { demoItemId } from './demoItemId.ts';
import { RIVERSIDE_THEME } from './demoSites.ts';

/** A demo template (issue 23): its item's words and its data, as saving a site would leave them. */
export interface DemoTemplate {
  readonly key: string;
  readonly title: string;
  readonly snippet: string;
  readonly data: SolutionData;
}

const markdown = (text: string) => ({ width: 12, component: { name: 'markdown-card', settings: { markdown: text } } });
const section = (...cards: ReturnType<typeof markdown>[]) => ({
  containment: 'fixed',
  style: {},
  rows: cards.map((card) => ({ cards: [card] })),
});
const hero = (subtitle: string) => ({
  containment: 'fluid',
  style: { background: { color: '#0e5566' }, color: '#ffffff' },
  rows: [
    {
      cards: [
        {
          width: 12,
          component: {
            name: 'jumbotron-card',
            settings: { title: TITLE_PLACEHOLDER, subtitle, showSearch: false },
          },
        },
      ],
    },
  ],
});

/** A site with pages, as a template holds it: the site first, its pages after, linked by placeholders. */
function siteTemplate(
  key: string,
  site: { readonly summary: string; readonly subtitle: string; readonly about: string },
  pages: readonly { readonly key: string; readonly title: string; readonly text: string }[],
): SolutionData {
  const siteId = demoItemId('riverside', `template-${key}-site`);
  const pageIds = pages.map((page) => demoItemId('riverside', `template-${key}-${page.key}`));
  return {
    metadata: { plazaTemplate: 1 },
    templates: [
      {
        itemId: siteId,
        type: 'Hub Site Application',
        kind: 'site',
        dependencies: pageIds,
        entity: {
          name: TITLE_PLACEHOLDER,
          summary: site.summary,
          theme: RIVERSIDE_THEME,
          pages: pages.map((page, i) => ({
            id: itemIdPlaceholder(pageIds[i]!),
            title: page.title,
            slug: `riverside|${page.key}`,
          })),
          layout: {
            header: {
              component: {
                name: 'site-header',
                settings: {
                  headerType: 'default',
                  title: TITLE_PLACEHOLDER,
                  showTitle: true,
                  menuLinks: [
                    { title: 'Search', url: '/search' },
                    ...pages.map((page, i) => ({
                      title: page.title,
                      url: `/pages/${slugPlaceholder(pageIds[i]!)}`,
                    })),
                  ],
                },
              },
            },
            footer: { component: { name: 'site-footer', settings: { footerType: 'none' } } },
            sections: [hero(site.subtitle), section(markdown(site.about))],
          },
        },
      },
      ...pages.map((page, i) => ({
        itemId: pageIds[i]!,
        type: 'Hub Page',
        kind: 'page' as const,
        dependencies: [],
        entity: { name: page.title, summary: '', layout: { sections: [section(markdown(page.text))] } },
      })),
    ],
  };
}

/** Riverside's two templates, shared with its organisation: a project site and an initiative site. */
export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    key: 'project-site',
    title: 'Project site',
    snippet: 'A site for one project: what is being built, why, when, and how to take part.',
    data: siteTemplate(
      'project-site',
      {
        summary: 'What we are building, why, and when.',
        subtitle: 'What we are building, why, and when — and how you can take part.',
        about:
          '## About the project\n\nSay in two sentences what is being built and for whom. ' +
          'Then the three things residents ask first: where, how long, and what changes for them.',
      },
      [
        {
          key: 'timeline',
          title: 'Timeline',
          text: '## Timeline\n\n- **Design** — drawings and public comment\n- **Construction** — what closes and when\n- **Opening**',
        },
        {
          key: 'get-involved',
          title: 'Get involved',
          text: '## Get involved\n\nCome to a meeting, answer the survey, or follow the project to hear about each step.',
        },
      ],
    ),
  },
  {
    key: 'initiative-site',
    title: 'Initiative site',
    snippet: 'A site for a long-running initiative: its goals, its projects and the data that measures it.',
    data: siteTemplate(
      'initiative-site',
      {
        summary: 'Our goals, the projects that reach them, and how we measure progress.',
        subtitle: 'Our goals, the projects that reach them, and how we measure progress.',
        about:
          '## Our goals\n\nName each goal with its number and its date. Link the projects that work towards it ' +
          'and the datasets that measure it, so anyone can check the progress.',
      },
      [
        {
          key: 'projects',
          title: 'Projects',
          text: '## Projects\n\nThe projects of this initiative, each with where it stands.',
        },
        {
          key: 'progress',
          title: 'Progress',
          text: '## Progress\n\nThe measures of each goal, and the data behind them.',
        },
      ],
    ),
  },
];
