/**
 * Where a start's time went (issue 42): each phase's milliseconds, measured from the previous mark, the first counted
 * from the process's own start (module loading). Logged once the server listens, so an operator and `bench:start` see
 * which phase grew.
 *
 * @example
 * const timings = new StartTimings();
 * await openDatabase(...);
 * timings.mark('databaseMs');
 * timings.fields(); // { modulesMs: 412, databaseMs: 690, totalMs: 1102 }
 */
export class StartTimings {
  private last: number;
  private readonly phases: Record<string, number> = {};

  /** `startedAt`: the first phase's start (default: when this process started, `performance.now()`'s origin). */
  constructor(
    private readonly now: () => number = () => performance.now(),
    startedAt = 0,
  ) {
    this.last = startedAt;
  }

  /** Ends the phase called `name` now. */
  mark(name: string): void {
    const at = this.now();
    this.phases[name] = Math.round(at - this.last);
    this.last = at;
  }

  /** The phases so far and their total (from the first phase's start to the last mark). */
  fields(): Readonly<Record<string, number>> {
    return { ...this.phases, totalMs: Math.round(Object.values(this.phases).reduce((sum, ms) => sum + ms, 0)) };
  }
}
