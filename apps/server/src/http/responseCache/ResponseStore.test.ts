import { describe, expect, it } from 'vitest';
import { ResponseStore, type StoredResponse } from './ResponseStore.ts';

function response(bytes: number): StoredResponse {
  return { body: new Uint8Array(bytes), headers: [['content-type', 'application/json']], etag: `W/"${bytes}"` };
}

describe('ResponseStore', () => {
  it('answers for the version it was given, and empties when a newer one is asked for', () => {
    const store = new ResponseStore();
    store.set(3, 'a', response(1));
    expect(store.get(3, 'a')?.etag).toBe('W/"1"');
    expect(store.get(4, 'a')).toBeUndefined();
    expect(store.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('neither answers nor keeps for an older version (a slow request started before a write)', () => {
    const store = new ResponseStore();
    store.set(5, 'a', response(1));
    store.set(4, 'b', response(1));
    expect(store.get(4, 'a')).toBeUndefined();
    expect(store.get(5, 'b')).toBeUndefined();
    expect(store.get(5, 'a')).toBeDefined();
  });

  it('drops the least recently used beyond its entries or bytes, and never keeps a body over the limit', () => {
    const store = new ResponseStore({ maxEntries: 2, maxBytes: 10, maxBodyBytes: 6 });
    store.set(1, 'a', response(2));
    store.set(1, 'b', response(2));
    store.get(1, 'a');
    store.set(1, 'c', response(2));
    expect(store.get(1, 'b')).toBeUndefined();
    expect(store.get(1, 'a')).toBeDefined();
    store.set(1, 'd', response(6));
    expect(store.size).toEqual({ entries: 2, bytes: 8 });
    store.set(1, 'e', response(7));
    expect(store.get(1, 'e')).toBeUndefined();
    store.set(1, 'd', response(1));
    expect(store.size.bytes).toBe(3);
  });
});
