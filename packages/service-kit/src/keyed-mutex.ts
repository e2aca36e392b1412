/**
 * Runs tasks one at a time per key, in the order they arrive; different keys run in parallel.
 *
 * Why: FerretDB v1 loses updates when several `$inc`s or read-modify-writes hit one document at
 * the same moment, so a service serialises the writes to one document (a user, a user and article) in
 * process. With more than one instance the same code runs against MongoDB, whose single-document
 * updates and unique indexes are atomic; there the mutex only saves a few wasted round trips.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // Forget the key once nothing queued after this task, so the map stays small.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or queued (for tests). */
  get size(): number {
    return this.tails.size;
  }
}
