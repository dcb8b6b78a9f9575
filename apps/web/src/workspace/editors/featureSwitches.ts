import type { WorkspaceKind } from '../api/workspaceKinds.ts';

/** A feature an entity can switch off (ADR 0025): its permission, and the name of its label. */
export interface FeatureSwitch {
  readonly permission: string;
  readonly label: 'content' | 'events' | 'discussions' | 'follow';
}

/**
 * The features each kind can switch on and off (`entity.features[permission]`, spec 1 §3 defaults); pages,
 * discussions and content have none (a discussion closes with its discussable switch).
 *
 * @example
 * featureSwitchesOf('site').map((s) => s.permission); // ['hub:site:content', 'hub:site:events', …]
 */
export function featureSwitchesOf(kind: WorkspaceKind): readonly FeatureSwitch[] {
  switch (kind) {
    case 'site':
      return [
        { permission: 'hub:site:content', label: 'content' },
        { permission: 'hub:site:events', label: 'events' },
        { permission: 'hub:site:feature:discussions', label: 'discussions' },
        { permission: 'hub:site:feature:follow', label: 'follow' },
      ];
    case 'project':
    case 'initiative':
      return [
        { permission: `hub:${kind}:content`, label: 'content' },
        { permission: `hub:${kind}:events`, label: 'events' },
        { permission: `hub:${kind}:discussions`, label: 'discussions' },
      ];
    case 'page':
    case 'discussion':
    case 'content':
    case 'survey':
    case 'template':
    case 'initiativeTemplate':
      return [];
  }
}
