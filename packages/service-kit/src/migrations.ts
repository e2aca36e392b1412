// Data migrations: a change to the shape of stored data, applied once per database when a
// service starts, before its repositories create their collections and indexes (so a migration
// can, say, fill a field that a new unique index needs). Each service lists its own in
// `src/migrations/index.ts`; its README says how to write one.
//
// Why not migrate-mongo (14.x, looked at for this): its lock is a find followed by an insert of a
// document with a fresh id, so two instances starting together can both take it and both run a
// migration (lib/utils/lock.js, lib/actions/up.js), and its changelog has no unique key either.
// Its configuration is a module-wide singleton or a config file read from the working directory,
// one per database, which two services in one process (the tests' stacks) would share; and it
// loads migrations as JavaScript files from a folder at run time, outside the type check and the
// build. Every instance here runs its start-up work itself, so what it needs is a decision two
// instances cannot both win: a unique insert (see `claimByInsert`).
//
// How a migration is decided: `migrations` holds a document per applied id. To run one, an
// instance inserts attempt n of it into `migration_runs` (`_id` `<id>#<n>`, unique): one instance
// wins, the others wait until the id is applied. The winner renews its attempt while `up` runs;
// an attempt not renewed for `leaseMs` (its instance died) or marked failed is followed by
// attempt n + 1, which again one instance wins. No document is ever updated by two writers: an
// attempt is renewed only by its holder, and the applied record is a unique insert.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { mongo } from 'mongoose';
import { claimByInsert } from './mongo.js';

export interface MigrationContext {
  /** The service's database (the driver's, not mongoose's: models may not match the old shape). */
  db: mongo.Db;
  log: FastifyBaseLogger;
  /**
   * Aborted when this instance could not renew its claim for a whole lease, so another may have
   * taken the migration over: a long migration checks it between batches and stops.
   */
  signal: AbortSignal;
}

export interface Migration {
  /** Never changed or reused once shipped: letters, digits, '.', '_' and '-' (e.g. `2026-05-01-user-skeletons`). */
  id: string;
  /**
   * Brings the stored data to the new shape. Idempotent: an instance that dies half-way leaves it
   * to the next attempt, which runs it again from the start.
   */
  up(context: MigrationContext): Promise<void>;
}

export interface MigrationOptions {
  log: FastifyBaseLogger;
  /** How long an attempt stays its holder's without a renewal (renewed every third of it). Above any clock skew between instances. */
  leaseMs?: number;
  /** How often an instance waiting for another's attempt looks again. */
  pollMs?: number;
  /** This instance, as its attempts name it. */
  holder?: string;
}

interface AppliedRecord {
  _id: string;
  appliedAt: Date;
  attempt: number;
}

interface RunRecord {
  _id: string;
  migration: string;
  attempt: number;
  holder: string;
  startedAt: Date;
  renewedAt: Date;
  failedAt?: Date;
  error?: string;
}

export const MIGRATIONS_COLLECTION = 'migrations';
export const MIGRATION_RUNS_COLLECTION = 'migration_runs';

const MIGRATION_ID = /^[A-Za-z0-9._-]+$/;
/** Attempt numbers are zero-padded, so the ids of one migration's attempts sort by number. */
const runId = (id: string, attempt: number) => `${id}#${String(attempt).padStart(6, '0')}`;
/** One migration's attempts: '$' follows '#', and every character of an id sorts after '$'. */
const runsOf = (id: string) => ({ _id: { $gte: `${id}#`, $lt: `${id}$` } });

/**
 * Runs the migrations not applied yet, in the order given, each on exactly one instance; answers
 * the ids this instance applied. Resolves once every one is applied (by this instance or
 * another); throws when one fails here (the service should not start on data it cannot read).
 */
export async function runMigrations(db: mongo.Db, migrations: readonly Migration[], options: MigrationOptions): Promise<string[]> {
  const ids = new Set<string>();
  for (const { id } of migrations) {
    if (!MIGRATION_ID.test(id)) throw new Error(`migration id ${JSON.stringify(id)}: letters, digits, '.', '_' and '-' only`);
    if (ids.has(id)) throw new Error(`migration id ${id} is listed twice`);
    ids.add(id);
  }
  if (migrations.length === 0) return [];
  await Promise.all([ensureCollection(db, MIGRATIONS_COLLECTION), ensureCollection(db, MIGRATION_RUNS_COLLECTION)]);
  const runner = new Runner(db, { leaseMs: 60_000, pollMs: 500, holder: randomUUID(), ...options });
  const applied: string[] = [];
  for (const migration of migrations) if (await runner.run(migration)) applied.push(migration.id);
  return applied;
}

class Runner {
  private readonly applied: mongo.Collection<AppliedRecord>;
  private readonly runs: mongo.Collection<RunRecord>;

  constructor(
    private readonly db: mongo.Db,
    private readonly options: Required<MigrationOptions>,
  ) {
    this.applied = db.collection<AppliedRecord>(MIGRATIONS_COLLECTION);
    this.runs = db.collection<RunRecord>(MIGRATION_RUNS_COLLECTION);
  }

  /** True when this instance applied it; false when it was applied already or by another instance. */
  async run(migration: Migration): Promise<boolean> {
    const { leaseMs, pollMs, holder, log } = this.options;
    let waiting = false;
    for (;;) {
      if (await this.isApplied(migration.id)) return false;
      const [last] = await this.runs.find(runsOf(migration.id)).sort({ _id: -1 }).limit(1).toArray();
      if (last && !last.failedAt && Date.now() - last.renewedAt.getTime() < leaseMs) {
        if (!waiting) log.info({ migration: migration.id, holder: last.holder }, 'migration: waiting for another instance to apply it');
        waiting = true;
        await sleep(pollMs);
        continue;
      }
      const attempt = (last?.attempt ?? 0) + 1;
      const at = new Date();
      const run: RunRecord = { _id: runId(migration.id, attempt), migration: migration.id, attempt, holder, startedAt: at, renewedAt: at };
      if (!(await claimByInsert(() => this.runs.insertOne(run)))) continue;
      // The attempt before may have finished just as its lease ran out: then there is nothing to do.
      if (await this.isApplied(migration.id)) return false;
      await this.hold(migration, run);
      return true;
    }
  }

  private async isApplied(id: string): Promise<boolean> {
    return (await this.applied.findOne({ _id: id }, { projection: { _id: 1 } })) !== null;
  }

  /** Runs the migration while renewing the attempt, then records it applied (or the attempt failed). */
  private async hold(migration: Migration, run: RunRecord): Promise<void> {
    const { leaseMs, log } = this.options;
    const controller = new AbortController();
    let renewed = run.renewedAt.getTime();
    const renewal = setInterval(() => {
      if (Date.now() - renewed >= leaseMs) controller.abort(new Error(`migration ${migration.id}: the claim was not renewed for ${leaseMs} ms`));
      const at = new Date();
      this.runs.updateOne({ _id: run._id }, { $set: { renewedAt: at } }).then(
        () => void (renewed = Math.max(renewed, at.getTime())),
        (error: unknown) => log.warn({ err: error, migration: migration.id }, 'migration: could not renew the claim'),
      );
    }, leaseMs / 3);
    const started = Date.now();
    log.info({ migration: migration.id, attempt: run.attempt }, 'migration: applying');
    try {
      await migration.up({ db: this.db, log, signal: controller.signal });
    } catch (error) {
      await this.runs.updateOne({ _id: run._id }, { $set: { failedAt: new Date(), error: String(error) } }).catch(() => undefined);
      throw new Error(`migration ${migration.id} failed`, { cause: error });
    } finally {
      clearInterval(renewal);
    }
    // Unique: an instance that took over from this one while it stalled may have recorded it first.
    await claimByInsert(() => this.applied.insertOne({ _id: migration.id, appliedAt: new Date(), attempt: run.attempt }));
    log.info({ migration: migration.id, attempt: run.attempt, ms: Date.now() - started }, 'migration: applied');
  }
}

/** Creates the collection unless it exists (another instance may be creating it at this moment). */
async function ensureCollection(db: mongo.Db, name: string): Promise<void> {
  try {
    await db.createCollection(name);
  } catch (error) {
    if ((await db.listCollections({ name }, { nameOnly: true }).toArray()).length === 0) throw error;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface MigrationsPluginOptions {
  migrations: readonly Migration[];
}

/**
 * Applies the service's migrations at start, before anything registered after it reads the
 * database; with none listed it asks the database nothing.
 */
export const migrationsPlugin = fp<MigrationsPluginOptions>(
  async (app: FastifyInstance, { migrations }) => {
    if (migrations.length === 0) return;
    const db = app.db.db;
    if (!db) throw new Error('the database is not connected');
    const applied = await runMigrations(db, migrations, { log: app.log });
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  },
  { name: 'tidings-migrations', dependencies: ['tidings-mongo'] },
);
