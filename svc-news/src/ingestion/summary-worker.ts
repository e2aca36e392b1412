// Fills in LLM summaries after ingestion has stored the articles with their extractive summary:
// a slow or down endpoint delays only the upgrade of a summary, never ingestion or reading. At most
// `concurrency` calls in flight per instance, and none once the hour's budget (shared by every
// instance, see summary-queue.ts) is spent; jobs wait in the database for the next hour.
import type { Count, LabelledCount } from '@tidings/service-kit/metrics/metrics';
import { llmSummary, type LlmConfig } from '../insights/llm-summary.js';
import type { IngestLogger } from './ingest-worker.js';
import { nextHour, type MongoLlmBudget, type MongoSummaryQueue, type SummaryJob } from './summary-queue.js';

export interface SummaryArticles {
  /** The stored article by canonical URL, undefined once it is gone. */
  get(canonicalUrl: string): Promise<{ title: string; content: string; summary: string } | undefined>;
  setSummary(canonicalUrl: string, summary: string): Promise<void>;
}

export interface SummaryWorkerOptions {
  queue: Pick<MongoSummaryQueue, 'claim' | 'complete' | 'release' | 'purgeDone'>;
  budget: Pick<MongoLlmBudget, 'reserve' | 'purgeOld'>;
  articles: SummaryArticles;
  llm: LlmConfig;
  concurrency: number;
  /** Calls that gave no summary before the extractive one is kept for good. */
  maxAttempts?: number;
  now?: () => Date;
  logger?: IngestLogger;
  fetch?: typeof globalThis.fetch;
  /** `tidings_llm_calls_total` (by result) and `tidings_llm_fallbacks_total`. */
  counts?: { calls: LabelledCount; fallbacks: Count };
}

export interface SummaryWorker {
  /** Starts as many jobs as the concurrency and budget allow; resolves once they are started. */
  kick(): Promise<void>;
  /** Runs jobs until none is available now (tests, and the last step of a tick). */
  drain(): Promise<void>;
  start(tickMs: number): void;
  stop(): Promise<void>;
}

const RETRY_BASE_MS = 60_000;

export function createSummaryWorker(options: SummaryWorkerOptions): SummaryWorker {
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? 3;
  // Longer than a call can take, so no other instance claims a job whose call is still running.
  const leaseMs = options.llm.timeoutMs + 30_000;
  const controller = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let filling: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let budgetSpentLogged: string | undefined;

  async function run(job: SummaryJob): Promise<void> {
    const article = await options.articles.get(job.id);
    if (!article) return options.queue.complete(job.id, now());
    const result = await llmSummary({ title: article.title, text: article.content }, article.summary, options.llm, {
      signal: controller.signal,
      fetch: options.fetch,
    });
    // A call cut short by shutdown was never answered: not counted.
    if (!controller.signal.aborted) options.counts?.calls.inc({ result: result.origin === 'llm' ? 'ok' : 'failed' });
    if (result.origin === 'llm') {
      await options.articles.setSummary(job.id, result.summary);
      return options.queue.complete(job.id, now());
    }
    // Shutting down: the call was cut short, not answered; the next start takes the job again.
    if (controller.signal.aborted) return options.queue.release(job.id, now());
    const attempts = job.attempts + 1;
    options.logger?.info({ article: job.id, error: result.error, attempts }, 'llm summary failed; the extractive summary stays');
    if (attempts >= maxAttempts) {
      options.counts?.fallbacks.inc();
      return options.queue.complete(job.id, now());
    }
    await options.queue.release(job.id, new Date(now().getTime() + RETRY_BASE_MS * 2 ** attempts), attempts);
  }

  async function fill(): Promise<void> {
    while (inFlight.size < options.concurrency && !controller.signal.aborted) {
      const at = now();
      const job = await options.queue.claim(at, leaseMs);
      if (!job) return;
      if (!(await options.budget.reserve(at))) {
        await options.queue.release(job.id, nextHour(at));
        if (budgetSpentLogged !== at.toISOString().slice(0, 13)) {
          budgetSpentLogged = at.toISOString().slice(0, 13);
          options.logger?.warn({ resumesAt: nextHour(at) }, 'llm summary budget for this hour is spent; summaries resume next hour');
        }
        return;
      }
      const task: Promise<void> = run(job)
        .catch((error: unknown) => options.logger?.warn({ article: job.id, error: String(error) }, 'llm summary job failed'))
        .finally(() => {
          inFlight.delete(task);
          // A freed lane takes the next job at once rather than at the next tick.
          void kick();
        });
      inFlight.add(task);
    }
  }

  function kick(): Promise<void> {
    filling ??= fill()
      .catch((error: unknown) => options.logger?.warn({ error: String(error) }, 'llm summary queue unavailable'))
      .finally(() => (filling = undefined));
    return filling;
  }

  async function drain(): Promise<void> {
    do {
      await kick();
      await Promise.all(inFlight);
    } while (inFlight.size > 0 || filling);
  }

  function schedule(tickMs: number) {
    timer = setTimeout(() => {
      const at = now();
      void Promise.all([options.queue.purgeDone(at), options.budget.purgeOld(at)])
        .catch(() => undefined)
        .then(kick)
        .finally(() => {
          if (!controller.signal.aborted) schedule(tickMs);
        });
    }, tickMs);
    timer.unref();
  }

  return {
    kick,
    drain,
    start(tickMs) {
      if (timer || controller.signal.aborted) return;
      void kick();
      schedule(tickMs);
    },
    async stop() {
      controller.abort();
      if (timer) clearTimeout(timer);
      await filling;
      await Promise.all(inFlight);
    },
  };
}
