import type { TFunction } from 'i18next';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The name of the entity a workspace screen's loader data is about, or '' when there is none yet. */
function entityName(data: unknown): string {
  if (!isRecord(data) || !isRecord(data.target) || !isRecord(data.target.entity)) return '';
  const name = data.target.entity.name;
  return typeof name === 'string' ? name : '';
}

/**
 * Document titles of the workspace's screens (with the site's or the workspace's after them, `titleFromMatches`):
 * "Riverside Greenway | Workspace", "Layout of About the Data | Workspace".
 *
 * @example
 * const handle = { clientOnly: true, title: WORKSPACE_TITLES.entity };
 */
export const WORKSPACE_TITLES = {
  shell: ({ t }: { readonly t: TFunction }) => t('workspace.title'),
  moderation: ({ t }: { readonly t: TFunction }) => t('moderation.title'),
  entity: ({ data }: { readonly data: unknown }) => entityName(data),
  group: ({ data }: { readonly data: unknown }) => {
    const group = isRecord(data) && isRecord(data.group) ? data.group.name : undefined;
    return typeof group === 'string' ? group : '';
  },
  user: ({ data }: { readonly data: unknown }) => {
    const user = isRecord(data) && isRecord(data.user) ? data.user : undefined;
    const name = user ? user.fullName || user.username : undefined;
    return typeof name === 'string' ? name : '';
  },
  editor: ({ data, t }: { readonly data: unknown; readonly t: TFunction }) => {
    const name = entityName(data);
    return name ? t('editor.title', { name }) : '';
  },
  advanced: ({ data, t }: { readonly data: unknown; readonly t: TFunction }) => {
    const name = entityName(data);
    return name ? t('advancedEdit.documentTitle', { name }) : '';
  },
} as const;
