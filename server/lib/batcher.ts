/**
 * Group commit for one kind of work (docs/decisions/035-group-commit.md): calls that arrive
 * while a batch is running wait, and go together in the next one. An idle batcher starts at
 * once (after the current synchronous turn, so calls made together go together); a busy one
 * never holds a call longer than the batch in front of it. Under no load a call runs alone,
 * as before; under load N calls cost one batch's statements instead of N times them.
 *
 * `run` gets the items in arrival order and answers one outcome per item, in the same order,
 * so one bad item fails alone. If `run` itself throws, every item of that batch fails with its
 * error.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface BatcherOptions {
  /** Most items in one batch; the rest wait for the next. */
  max?: number;
}

export type Batcher<In, Out> = (item: In) => Promise<Out>;

interface Waiting<In, Out> {
  item: In;
  resolve: (value: Out) => void;
  reject: (error: unknown) => void;
}

export function createBatcher<In, Out>(run: (items: In[]) => Promise<Outcome<Out>[]>, { max = 64 }: BatcherOptions = {}): Batcher<In, Out> {
  if (!Number.isInteger(max) || max < 1) throw new Error(`A batch holds at least one item, got ${max}`);
  let queue: Waiting<In, Out>[] = [];
  let busy = false;

  const next = async (): Promise<void> => {
    if (busy || queue.length === 0) return;
    busy = true;
    const batch = queue.slice(0, max);
    queue = queue.slice(batch.length);
    try {
      const outcomes = await run(batch.map((waiting) => waiting.item));
      if (outcomes.length !== batch.length) throw new Error(`A batch of ${batch.length} answered ${outcomes.length} outcomes`);
      batch.forEach((waiting, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      busy = false;
      if (queue.length) setImmediate(() => void next());
    }
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!busy && queue.length === 1) setImmediate(() => void next());
    });
}
