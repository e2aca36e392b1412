import type { FastifyBaseLogger } from 'fastify';
import { Pool } from 'undici';
import type { ServiceName } from './config.js';

/**
 * ready: its /readyz answered 200 (or it was not asked yet). unready: it answers, but not ready
 * (an engine it needs is away). down: no connection (refused, unreachable, probe timed out).
 */
export type InstanceState = 'ready' | 'unready' | 'down';

export interface Instance {
  origin: string;
  pool: Pool;
  state: InstanceState;
  /** Calls sent and not yet answered (headers): the balancer prefers the least busy. */
  pending: number;
  /** What the last health check saw, for /readyz with HEALTH_DETAILS. */
  last: { statusCode?: number; error?: string };
  /** When it was last marked down by a failed call: a probe started before that is stale. */
  downSince: number;
}

export interface PoolSettings {
  connectTimeoutMs: number;
  timeoutMs: number;
  connections: number;
}

/** Failures in connecting: nothing was sent, and the instance is not there (a stale socket is not this). */
export const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * The instances of one service behind the gateway, each with its keep-alive pool. Calls go to the
 * least busy ready instance (ties in turn); an instance leaves the rotation when a connection to
 * it fails or its /readyz stops answering 200, and comes back when its /readyz answers 200 again.
 * When every instance is out, calls are still tried on them (see `pick`).
 */
export class ServiceInstances {
  readonly instances: Instance[];
  private turn = 0;

  constructor(
    readonly service: ServiceName,
    origins: readonly string[],
    settings: PoolSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.instances = origins.map((origin) => ({
      origin,
      pool: new Pool(origin, {
        connections: settings.connections,
        connectTimeout: settings.connectTimeoutMs,
        headersTimeout: settings.timeoutMs,
        bodyTimeout: settings.timeoutMs,
        keepAliveTimeout: 30_000,
      }),
      // Optimistic until the first check: a gateway starting beside its services serves at once.
      state: 'ready',
      pending: 0,
      last: {},
      downSince: 0,
    }));
  }

  /**
   * The instance for the next call: a ready one, else one that answers but is not ready (it says
   * why itself, e.g. DATABASE_UNAVAILABLE, or serves what it can), else one marked down — with
   * none better, trying costs a refused connection, while refusing untried would answer 503 for a
   * service whose probes merely timed out under load. `instead` is the one that just failed:
   * another is preferred, the same only while it is not down (a stale socket).
   */
  pick(instead?: Instance): Instance | null {
    for (const state of ['ready', 'unready', 'down'] as const) {
      const candidates = this.instances.filter((instance) => instance.state === state && instance !== instead);
      if (candidates.length === 0) continue;
      const least = Math.min(...candidates.map((instance) => instance.pending));
      const idle = candidates.filter((instance) => instance.pending === least);
      this.turn = (this.turn + 1) % 1_000_000;
      return idle[this.turn % idle.length]!;
    }
    return instead && instead.state !== 'down' ? instead : null;
  }

  /** A call could not connect: out of the rotation until its /readyz answers again. */
  markDown(instance: Instance, error: string): void {
    instance.downSince = Date.now();
    instance.last = { error };
    this.set(instance, 'down');
  }

  /** Asks every instance's /readyz once. */
  async probe(timeoutMs: number): Promise<void> {
    await Promise.all(
      this.instances.map(async (instance) => {
        const started = Date.now();
        let state: InstanceState;
        let last: Instance['last'];
        try {
          const response = await instance.pool.request({ method: 'GET', path: '/readyz', headersTimeout: timeoutMs, bodyTimeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs) });
          await response.body.dump();
          state = response.statusCode === 200 ? 'ready' : 'unready';
          last = { statusCode: response.statusCode };
        } catch (error) {
          state = 'down';
          last = { error: (error as { code?: string }).code ?? (error as Error).name };
        }
        // A failed call marked it down while this check was under way: the call is the newer news.
        if (started < instance.downSince && state !== 'down') return;
        instance.last = last;
        this.set(instance, state);
      }),
    );
  }

  /** At least one instance is ready. */
  get ready(): boolean {
    return this.instances.some((instance) => instance.state === 'ready');
  }

  async close(): Promise<void> {
    await Promise.all(this.instances.map((instance) => instance.pool.close()));
  }

  private set(instance: Instance, state: InstanceState): void {
    if (instance.state === state) return;
    const entry = { upstream: this.service, instance: instance.origin, from: instance.state, to: state, ...instance.last };
    if (state === 'ready') this.log.info(entry, 'service instance back in the rotation');
    else this.log.warn(entry, state === 'down' ? 'service instance unreachable: out of the rotation' : 'service instance not ready');
    instance.state = state;
  }
}
