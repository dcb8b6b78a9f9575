import { describe, expect, it } from 'vitest';
import { ChunkLoadError, loadChunk } from './loadChunk.ts';

const never = () => undefined;

describe('loadChunk', () => {
  it('returns the module when the first attempt succeeds', async () => {
    await expect(loadChunk('a', () => Promise.resolve({ ok: 1 }), { setTimer: never })).resolves.toEqual({ ok: 1 });
  });

  it('retries once after a failure', async () => {
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new Error('network')) : Promise.resolve('module'));
    await expect(loadChunk('a', load, { setTimer: never })).resolves.toBe('module');
    expect(calls).toBe(2);
  });

  it('gives up after the retry with a ChunkLoadError naming the chunk, the type and the address', async () => {
    let calls = 0;
    const load = () => {
      calls++;
      return Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://h/assets/search-1a2b.js'),
      );
    };
    const error = await loadChunk('search', load, { setTimer: never }).catch((e: unknown) => e);
    expect(calls).toBe(2);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toBe(
      'Loading chunk search failed. (error: http://h/assets/search-1a2b.js)',
    );
    expect((error as ChunkLoadError).code).toBe('CHUNK_LOAD_FAILED');
  });

  it('treats a chunk that never answers as timed out', async () => {
    const fireNow = (run: () => void) => run();
    const error = await loadChunk('map', () => new Promise(() => undefined), { setTimer: fireNow }).catch(
      (e: unknown) => e,
    );
    expect((error as ChunkLoadError).type).toBe('timeout');
  });
});
