import type { Metric } from '../entities/metric/metric.ts';

/** What {@link getEntityMetrics} reads of an entity. */
export interface EntityWithMetrics {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly metrics?: readonly Metric[];
}

/**
 * An entity's metrics, each naming the entity it belongs to (its `entityInfo` set to the entity's id, name and
 * type, as the reference's getEntityMetrics does); none when the entity has none. The entity is not changed.
 *
 * @example
 * getEntityMetrics(project).map((m) => m.entityInfo.name); // ["Greener Riverside", …]
 */
export function getEntityMetrics(entity: EntityWithMetrics): Metric[] {
  const entityInfo = { id: entity.id, name: entity.name, type: entity.type };
  return (entity.metrics ?? []).map((metric) => ({ ...metric, entityInfo: { ...entityInfo } }));
}
