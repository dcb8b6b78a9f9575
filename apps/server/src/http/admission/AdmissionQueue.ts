/** How many requests run at once, how many may wait, and for how long. */
export interface AdmissionLimits {
  readonly maxActive: number;
  readonly maxWaiting: number;
  readonly maxWaitMs: number;
}

/** No room: the queue is full, or the wait ran out. */
export class AdmissionRefused extends Error {
  constructor(readonly reason: 'full' | 'timeout') {
    super(reason === 'full' ? 'too many requests waiting' : 'waited too long');
  }
}

/**
 * A first-come, first-served gate: at most `maxActive` holders at once, at most `maxWaiting` in line behind them, none
 * in line longer than `maxWaitMs`. `enter` resolves to the function that leaves (call it once, whatever happens), or
 * rejects with {@link AdmissionRefused} at once when the line is full, or when the wait runs out.
 *
 * @example
 * const leave = await queue.enter();
 * try { await work(); } finally { leave(); }
 */
export class AdmissionQueue {
  private active = 0;
  private refused = 0;
  private readonly line: { admit: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(private readonly limits: AdmissionLimits) {}

  /** Holders and those in line now, and how many were refused since the start. */
  get load(): { readonly active: number; readonly waiting: number; readonly shed: number } {
    return { active: this.active, waiting: this.line.length, shed: this.refused };
  }

  enter(): Promise<() => void> {
    if (this.active < this.limits.maxActive && this.line.length === 0) {
      this.active += 1;
      return Promise.resolve(this.leaver());
    }
    if (this.line.length >= this.limits.maxWaiting) {
      this.refused += 1;
      return Promise.reject(new AdmissionRefused('full'));
    }
    return new Promise((resolve, reject) => {
      const entry = {
        admit: () => {
          clearTimeout(entry.timer);
          this.active += 1;
          resolve(this.leaver());
        },
        timer: setTimeout(() => {
          const at = this.line.indexOf(entry);
          if (at >= 0) this.line.splice(at, 1);
          this.refused += 1;
          reject(new AdmissionRefused('timeout'));
        }, this.limits.maxWaitMs),
      };
      this.line.push(entry);
    });
  }

  private leaver(): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.active -= 1;
      this.line.shift()?.admit();
    };
  }
}
