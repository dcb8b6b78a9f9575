import { describe, expect, it } from 'vitest';
import { moveStage, newStage, readTimeline, writeTimeline, type TimelineStage } from './timelineModel.ts';

const stage = (id: string): TimelineStage => ({ id, title: id, timeframe: '', status: 'notStarted', description: '' });

describe('timeline model', () => {
  it('reads stored stages, dropping what is not a stage and defaulting what is missing', () => {
    expect(
      readTimeline({
        stages: [
          { id: 'a', title: 'Design', status: 'complete', stageDescription: 'Done' },
          7,
          { title: 'Build', status: 'bogus' },
        ],
      }),
    ).toEqual([
      { id: 'a', title: 'Design', timeframe: '', status: 'complete', description: 'Done' },
      { id: 'stage-3', title: 'Build', timeframe: '', status: 'notStarted', description: '' },
    ]);
    expect(readTimeline(undefined)).toEqual([]);
  });

  it('writes stages back over the stored timeline, keeping its other fields', () => {
    const written = writeTimeline({ title: 'Plan', stages: [] }, [{ ...stage('a'), title: ' Design ' }]);
    expect(written).toEqual({
      title: 'Plan',
      stages: [{ id: 'a', title: 'Design', timeframe: '', status: 'notStarted', stageDescription: '' }],
    });
    expect(readTimeline(written)[0]?.title).toBe('Design');
  });

  it('moves stages up and down, and not past the ends', () => {
    const stages = [stage('a'), stage('b'), stage('c')];
    expect(moveStage(stages, 2, -1).map((s) => s.id)).toEqual(['a', 'c', 'b']);
    expect(moveStage(stages, 0, 1).map((s) => s.id)).toEqual(['b', 'a', 'c']);
    expect(moveStage(stages, 0, -1).map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(moveStage(stages, 2, 1).map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives a new stage an id no other stage has', () => {
    const draws = [0.5, 0.5, 0.25];
    const taken = newStage([], () => 0.5).id;
    const fresh = newStage([{ ...stage(taken) }], () => draws.shift() ?? 0.1);
    expect(fresh.id).not.toBe(taken);
  });
});
