interface Waiting<T> {
  order: number;
  item: T;
}

/**
 * The engine pool's waiting room, one lane per owner (a user). The next task to start is the head of
 * the lane with the fewest tasks running; among equals, the lane served longest ago, then the oldest
 * task; a lane already running its share waits whatever is free. So one user's backlog of heavy files queues behind every other
 * user's next task instead of ahead of it, and never holds every thread.
 */
export class FairQueue<T> {
  readonly #lanes = new Map<string, Waiting<T>[]>();
  readonly #running = new Map<string, number>();
  /** When each busy lane last had a task started (a count of starts), so lanes take turns. */
  readonly #lastServed = new Map<string, number>();
  #starts = 0;
  #order = 0;
  #size = 0;

  /** @param sharePerLane tasks of one lane that may run at once */
  constructor(private readonly sharePerLane: number) {}

  push(lane: string, item: T): void {
    const waiting = this.#lanes.get(lane);
    const entry = { order: this.#order++, item };
    if (waiting) waiting.push(entry);
    else this.#lanes.set(lane, [entry]);
    this.#size += 1;
  }

  /** Takes a waiting item back out (it gave up waiting); false when it already started. */
  remove(lane: string, item: T): boolean {
    const waiting = this.#lanes.get(lane);
    const at = waiting?.findIndex((entry) => entry.item === item) ?? -1;
    if (!waiting || at < 0) return false;
    waiting.splice(at, 1);
    if (waiting.length === 0) this.#lanes.delete(lane);
    this.#size -= 1;
    this.#forgetIfIdle(lane);
    return true;
  }

  /** The next item to start, counted as running in its lane until `finished`; none when every waiting lane has its share running. */
  next(): { lane: string; item: T } | undefined {
    let best: { lane: string; running: number; served: number; order: number } | undefined;
    for (const [lane, waiting] of this.#lanes) {
      const running = this.#running.get(lane) ?? 0;
      if (running >= this.sharePerLane) continue;
      const candidate = { lane, running, served: this.#lastServed.get(lane) ?? -1, order: waiting[0]!.order };
      if (!best || before(candidate, best)) best = candidate;
    }
    if (!best) return undefined;
    const waiting = this.#lanes.get(best.lane)!;
    const { item } = waiting.shift()!;
    if (waiting.length === 0) this.#lanes.delete(best.lane);
    this.#size -= 1;
    this.#running.set(best.lane, best.running + 1);
    this.#lastServed.set(best.lane, this.#starts++);
    return { lane: best.lane, item };
  }

  /** A started item of this lane finished (or failed). */
  finished(lane: string): void {
    const running = (this.#running.get(lane) ?? 1) - 1;
    if (running > 0) this.#running.set(lane, running);
    else this.#running.delete(lane);
    this.#forgetIfIdle(lane);
  }

  #forgetIfIdle(lane: string): void {
    if (!this.#lanes.has(lane) && !this.#running.has(lane)) this.#lastServed.delete(lane);
  }

  /** Items waiting in every lane. */
  get size(): number {
    return this.#size;
  }
}

/** Fewer running first, then the lane served longest ago, then the older task. */
function before(
  a: { running: number; served: number; order: number },
  b: { running: number; served: number; order: number },
): boolean {
  if (a.running !== b.running) return a.running < b.running;
  if (a.served !== b.served) return a.served < b.served;
  return a.order < b.order;
}
