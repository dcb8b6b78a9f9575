import { TELEMETRY_INGEST_PATH, TELEMETRY_LIMITS, type TelemetryEventInput, type TelemetryUserType } from '@plaza/core';

/** Where the tracker keeps its random visitor id and session (only ever written under consent). */
export const VISITOR_KEY = 'PLAZA_TELEMETRY_VISITOR';
export const SESSION_KEY = 'PLAZA_TELEMETRY_SESSION';

/** What the tracker needs from the page; injected so tests drive time and the network. */
export interface TrackerEnvironment {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly now: () => number;
  readonly randomId: () => string;
  /** Posts a batch (with the signed-in visitor's token); resolves to the HTTP status (0 when the network failed). */
  readonly send: (body: string, token: string | undefined) => Promise<number>;
  readonly setInterval: (tick: () => void, ms: number) => () => void;
}

export interface TrackerSetup {
  readonly siteId: string;
  readonly userType: TelemetryUserType;
  /** A signed-in visitor's token: the ingest checks `userType` against it. */
  readonly token?: string;
}

/**
 * Plaza's tracker (issue 22, ADR 0172): events wait in a queue and go to Plaza's own ingest in batches of at most 10
 * every 3 s (spec 3 §7, §10). The visitor gets a random id; a session is a random id that lasts while the visitor is
 * active — after 30 minutes without activity it goes idle (a `session` `stop` event) and the next activity starts a
 * new one (`start`); activity is noted at most every 20 s. A refusal by the ingest (telemetry off for this visitor,
 * a bad batch) stops the tracker for the page: nothing is retried or kept.
 *
 * @example
 * const tracker = new Tracker({ siteId, userType: 'anonymous' }, browserEnvironment());
 * tracker.track({ eventType: 'pageView', path: '/search' });
 */
export class Tracker {
  private queue: TelemetryEventInput[] = [];
  private session: { id: string; last: number } | undefined;
  private stopped = false;
  private readonly cancel: () => void;
  private readonly visitorId: string;

  constructor(
    private readonly setup: TrackerSetup,
    private readonly env: TrackerEnvironment,
  ) {
    this.visitorId = this.readVisitor();
    this.session = this.readSession();
    this.cancel = env.setInterval(() => {
      this.idleCheck();
      void this.flush();
    }, TELEMETRY_LIMITS.flushMs);
  }

  /** Queues an event (a session starts first when there is none under way). */
  track(event: TelemetryEventInput): void {
    if (this.stopped) return;
    this.activity();
    this.queue.push(event);
  }

  /** Notes activity (a click, a key) without an event: it keeps the session awake. */
  activity(): void {
    if (this.stopped) return;
    const now = this.env.now();
    if (!this.session || now - this.session.last > TELEMETRY_LIMITS.sessionIdleMs) {
      this.session = { id: this.env.randomId(), last: now };
      this.saveSession();
      this.queue.push({ eventType: 'session', action: 'start' });
    } else if (now - this.session.last >= TELEMETRY_LIMITS.activityThrottleMs) {
      this.session = { ...this.session, last: now };
      this.saveSession();
    }
  }

  /** Sends what waits, in batches of at most 10; stops the tracker when the ingest refuses. */
  async flush(): Promise<void> {
    while (!this.stopped && this.queue.length > 0 && this.session) {
      const events = this.queue.splice(0, TELEMETRY_LIMITS.batchMax);
      const body = JSON.stringify({
        siteId: this.setup.siteId,
        visitorId: this.visitorId,
        sessionId: this.session.id,
        userType: this.setup.userType,
        events,
      });
      const status = await this.env.send(body, this.setup.token);
      if (status >= 400 && status !== 429) this.stop();
      if (status === 0 || status === 429) return;
    }
  }

  /** Stops for good on this page: no more batches, the queue emptied. */
  stop(): void {
    this.stopped = true;
    this.queue = [];
    this.cancel();
  }

  /** Whether the tracker still runs (the ingest has not refused it). */
  get running(): boolean {
    return !this.stopped;
  }

  private idleCheck(): void {
    if (this.session && this.env.now() - this.session.last > TELEMETRY_LIMITS.sessionIdleMs) {
      this.queue.push({ eventType: 'session', action: 'stop' });
      void this.flush().then(() => {
        this.session = undefined;
      });
    }
  }

  private readVisitor(): string {
    const known = this.env.storage.getItem(VISITOR_KEY);
    if (known && /^[A-Za-z0-9-]{8,64}$/.test(known)) return known;
    const id = this.env.randomId();
    this.env.storage.setItem(VISITOR_KEY, id);
    return id;
  }

  private readSession(): { id: string; last: number } | undefined {
    try {
      const raw: unknown = JSON.parse(this.env.storage.getItem(SESSION_KEY) ?? 'null');
      const record = raw as { id?: unknown; last?: unknown } | null;
      if (typeof record?.id !== 'string' || typeof record.last !== 'number') return undefined;
      return this.env.now() - record.last > TELEMETRY_LIMITS.sessionIdleMs
        ? undefined
        : { id: record.id, last: record.last };
    } catch {
      return undefined;
    }
  }

  private saveSession(): void {
    this.env.storage.setItem(SESSION_KEY, JSON.stringify(this.session));
  }
}

/**
 * The page's tracker environment: localStorage, the clock, `crypto.randomUUID`, `fetch` with `keepalive` (so a batch
 * sent as the page closes still arrives) to the site's own origin, and a timer.
 *
 * @example
 * new Tracker(setup, browserEnvironment());
 */
export function browserEnvironment(): TrackerEnvironment {
  return {
    storage: window.localStorage,
    now: () => Date.now(),
    randomId: () => crypto.randomUUID(),
    send: (body, token) =>
      fetch(TELEMETRY_INGEST_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body,
        keepalive: true,
        credentials: 'omit',
      }).then(
        (response) => response.status,
        () => 0,
      ),
    setInterval: (tick, ms) => {
      const timer = window.setInterval(tick, ms);
      return () => window.clearInterval(timer);
    },
  };
}
