/**
 * The other routes inside a site (spec 1 §2, spec 3 §2 "Other routes").
 *
 * @example
 * SITE_ROUTES.profile('casey'); // "/people/casey/profile"
 * SITE_ROUTES.pageEdit('p1'); // "/pages/p1/edit"
 */
export const SITE_ROUTES = Object.freeze({
  page: (id: string) => `/pages/${id}`,
  pageEdit: (id: string) => `/pages/${id}/edit`,
  siteEdit: '/edit',
  overview: '/overview',
  overviewEdit: '/overview/edit',
  workspace: '/workspace',
  siteDetails: (siteId: string) => `/workspace/sites/${siteId}/details`,
  profile: (username: string) => `/people/${encodeURIComponent(username)}/profile`,
  profileSettings: (username: string) => `/people/${encodeURIComponent(username)}/profile/settings`,
});

/**
 * The advanced editor of a deployed solution: its URL followed by `/edit/advanced` (spec 1 §2).
 *
 * @example
 * getAdvancedEditUrl('https://parks-riverside.example.org/'); // "https://parks-riverside.example.org/edit/advanced"
 */
export function getAdvancedEditUrl(url: string): string {
  return `${url.replace(/\/+$/, '')}/edit/advanced`;
}
