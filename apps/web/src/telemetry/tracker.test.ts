import { describe, expect, it } from 'vitest';
import { SESSION_KEY, Tracker, VISITOR_KEY, type TrackerEnvironment } from './tracker.ts';

function fakeEnvironment(status = 202) {
  const store = new Map<string, string>();
  const sent: { body: Record<string, unknown>; token: string | undefined }[] = [];
  let tick: () => void = () => undefined;
  let ids = 0;
  const clock = { now: 1_000_000 };
  const env: TrackerEnvironment = {
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
    now: () => clock.now,
    randomId: () => `id-0000000${++ids}`,
    send: async (body, token) => {
      sent.push({ body: JSON.parse(body) as Record<string, unknown>, token });
      return status;
    },
    setInterval: (fn) => {
      tick = fn;
      return () => {
        tick = () => undefined;
      };
    },
  };
  return { env, store, sent, clock, tick: () => tick() };
}

const events = (batch: { body: Record<string, unknown> }) =>
  batch.body.events as { eventType: string; action?: string }[];

describe('Tracker (spec 3 §7, §10)', () => {
  it('sends batches of at most 10 every tick, starting a session first', async () => {
    const fake = fakeEnvironment();
    const tracker = new Tracker({ siteId: 's1', userType: 'anonymous' }, fake.env);
    for (let i = 0; i < 14; i++) tracker.track({ eventType: 'pageView', path: `/p${i}` });
    expect(fake.sent).toHaveLength(0);
    await tracker.flush();
    expect(fake.sent.map((batch) => events(batch).length)).toEqual([10, 5]);
    expect(events(fake.sent[0]!)[0]).toEqual({ eventType: 'session', action: 'start' });
    expect(fake.sent[0]!.body).toMatchObject({ siteId: 's1', userType: 'anonymous', visitorId: 'id-00000001' });
    expect(fake.store.get(VISITOR_KEY)).toBe('id-00000001');
    expect(JSON.parse(fake.store.get(SESSION_KEY)!)).toMatchObject({ id: 'id-00000002' });
  });

  it('keeps the visitor id, and the session while active; an idle session stops and a new one starts', async () => {
    const fake = fakeEnvironment();
    const first = new Tracker({ siteId: 's1', userType: 'anonymous' }, fake.env);
    first.track({ eventType: 'pageView' });
    await first.flush();
    const session = fake.sent[0]!.body.sessionId;
    first.stop();
    fake.clock.now += 60_000;
    const second = new Tracker({ siteId: 's1', userType: 'anonymous' }, fake.env);
    second.track({ eventType: 'pageView' });
    await second.flush();
    expect(fake.sent[1]!.body).toMatchObject({ visitorId: 'id-00000001', sessionId: session });
    expect(events(fake.sent[1]!)).toEqual([{ eventType: 'pageView' }]);
    // 30 minutes and a second without activity: the tick sends a stop; the next event starts a new session.
    fake.clock.now += 1_800_001;
    fake.tick();
    await Promise.resolve();
    await Promise.resolve();
    expect(events(fake.sent[2]!)).toEqual([{ eventType: 'session', action: 'stop' }]);
    second.track({ eventType: 'search', query: 'trees', resultCount: 3 });
    await second.flush();
    expect(events(fake.sent[3]!)[0]).toEqual({ eventType: 'session', action: 'start' });
    expect(fake.sent[3]!.body.sessionId).not.toBe(session);
  });

  it('stops for good when the ingest refuses, and sends the signed-in token', async () => {
    const fake = fakeEnvironment(403);
    const tracker = new Tracker({ siteId: 's1', userType: 'staff', token: 'tok' }, fake.env);
    tracker.track({ eventType: 'pageView' });
    await tracker.flush();
    expect(fake.sent[0]!.token).toBe('tok');
    expect(tracker.running).toBe(false);
    tracker.track({ eventType: 'pageView' });
    await tracker.flush();
    expect(fake.sent).toHaveLength(1);
  });
});
