// When each cached thing's inputs last changed, as announced by the database on
// ponder_changes (db migration 0012): the public answers cache and the session cache both
// read one clock, fed by server/cache/changes.ts.

/**
 * A logical clock and, per tag, the tick of its last change. Something read at tick t is
 * still right while none of its tags (nor '*') changed after t. Recording a change is
 * O(tags); nothing is scanned.
 */
export class ChangeClock {
  private tick = 0;
  private readonly changedAt = new Map<string, number>();

  constructor(
    /** False when caching is off: then nothing is ever fresh, and nothing is cached. */
    readonly live = true,
  ) {}

  /** The tick now: take it before reading what is to be cached. */
  now(): number {
    return this.tick;
  }

  /** Records a change of these tags ('*': of everything). */
  changed(tags: readonly string[]): void {
    this.tick += 1;
    // '*' outdates every tag: the table can start over, which also keeps it bounded under a
    // flood of distinct tags.
    if (tags.includes("*") || this.changedAt.size > 100_000) {
      this.changedAt.clear();
      this.changedAt.set("*", this.tick);
      return;
    }
    for (const tag of tags) this.changedAt.set(tag, this.tick);
  }

  /** Whether something read at tick `at` and showing these tags is still right. */
  isFresh(tags: readonly string[], at: number): boolean {
    if (!this.live) return false;
    if ((this.changedAt.get("*") ?? 0) > at) return false;
    for (const tag of tags) if ((this.changedAt.get(tag) ?? 0) > at) return false;
    return true;
  }
}
