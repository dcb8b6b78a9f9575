import type { EntityStatus } from '@plaza/core';

/** One stage of a timeline: what, when (free text, e.g. "Spring 2027"), how far along, and more words. */
export interface TimelineStage {
  readonly id: string;
  readonly title: string;
  readonly timeframe: string;
  readonly status: EntityStatus;
  readonly description: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const STATUSES: readonly EntityStatus[] = ['notStarted', 'inProgress', 'onHold', 'complete'];

/**
 * The stages of a stored timeline (`{stages: [{id, title, timeframe, status, stageDescription}]}`); malformed
 * stages are dropped, a missing id is made from the position.
 *
 * @example
 * readTimeline({ stages: [{ title: 'Design', status: 'complete' }] })[0]?.status; // "complete"
 */
export function readTimeline(timeline: Readonly<Record<string, unknown>> | undefined): TimelineStage[] {
  const stages: readonly unknown[] = Array.isArray(timeline?.stages) ? timeline.stages : [];
  return stages.flatMap((record, index) => {
    if (!isRecord(record)) return [];
    const status = STATUSES.find((value) => value === record.status) ?? 'notStarted';
    return [
      {
        id: text(record.id) || `stage-${index + 1}`,
        title: text(record.title),
        timeframe: text(record.timeframe),
        status,
        description: text(record.stageDescription),
      },
    ];
  });
}

/**
 * The stored timeline of edited stages, keeping the timeline's other fields (title, description).
 *
 * @example
 * writeTimeline(initiative.timeline, stages).stages.length;
 */
export function writeTimeline(
  base: Readonly<Record<string, unknown>> | undefined,
  stages: readonly TimelineStage[],
): Record<string, unknown> {
  return {
    ...base,
    stages: stages.map((stage) => ({
      id: stage.id,
      title: stage.title.trim(),
      timeframe: stage.timeframe.trim(),
      status: stage.status,
      stageDescription: stage.description.trim(),
    })),
  };
}

/**
 * Moves a stage one place up (-1) or down (+1); at the edges nothing changes.
 *
 * @example
 * moveStage(stages, 2, -1); // the third stage is now second
 */
export function moveStage(stages: readonly TimelineStage[], index: number, step: -1 | 1): TimelineStage[] {
  const target = index + step;
  if (index < 0 || index >= stages.length || target < 0 || target >= stages.length) return [...stages];
  const next = [...stages];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/** A new stage with an id not yet used. */
export function newStage(stages: readonly TimelineStage[], random: () => number): TimelineStage {
  let id = '';
  do id = `stage-${Math.floor(random() * 1e9).toString(36)}`;
  while (stages.some((stage) => stage.id === id));
  return { id, title: '', timeframe: '', status: 'notStarted', description: '' };
}
