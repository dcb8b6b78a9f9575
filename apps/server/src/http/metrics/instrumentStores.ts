import type { AdmissionQueue } from '../admission/AdmissionQueue.ts';
import { AdmissionRefused } from '../admission/AdmissionQueue.ts';
import type { ResponseStore } from '../responseCache/ResponseStore.ts';
import type { PlazaMetrics } from '../../ops/metrics/createMetrics.ts';

/**
 * Counts the response cache's lookups as hits or misses (each cacheable anonymous GET looks up once), on the store
 * itself, so the cache's own code stays as it is.
 *
 * @example
 * app.use('*', anonymousResponseCache(countCacheLookups(new ResponseStore(), metrics)));
 */
export function countCacheLookups(store: ResponseStore, metrics: PlazaMetrics): ResponseStore {
  const get = store.get.bind(store);
  store.get = (version, key) => {
    const entry = get(version, key);
    metrics.countCacheLookup(entry !== undefined);
    return entry;
  };
  return store;
}

/**
 * Counts the requests admission control refuses (each becomes a 503 with `Retry-After`), and lets `/metrics` read
 * the line's load.
 *
 * @example
 * app.use('*', admissionControl(countShedRequests(new AdmissionQueue(limits), metrics)));
 */
export function countShedRequests(queue: AdmissionQueue, metrics: PlazaMetrics): AdmissionQueue {
  const enter = queue.enter.bind(queue);
  queue.enter = async () => {
    try {
      return await enter();
    } catch (error) {
      if (error instanceof AdmissionRefused) metrics.countShed();
      throw error;
    }
  };
  metrics.watchAdmission(() => queue.load);
  return queue;
}
