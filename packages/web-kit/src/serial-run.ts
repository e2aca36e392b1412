/**
 * One run of `work` at a time: a call while it runs answers the running one and asks for one more
 * run after it (what arrived meanwhile goes then), so callers never start a second run in parallel.
 * The durable queue (offline-queue/durable-queue.ts) drains its store this way.
 */
export function serialRun(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let rerun = false;
  const run = (): Promise<void> => {
    if (running) {
      rerun = true;
      return running;
    }
    running = work().finally(() => {
      running = null;
      if (rerun) {
        rerun = false;
        void run();
      }
    });
    return running;
  };
  return run;
}
