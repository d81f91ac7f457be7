import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import type { JobQueue } from './job-queue';

/** pg-boss keeps its tables in its own schema: the migrations and the Drizzle schema ignore it. */
const SCHEMA = 'pgboss';
/** PGlite's answer to a script of several statements through `query`. */
const MULTI_STATEMENT = /multiple commands into a prepared statement/;

interface Handler {
  name: string;
  run: (data: object) => Promise<void>;
  concurrency: number;
  expireInSeconds: number;
  retryLimit: number;
}

/**
 * pg-boss 10 over the app's own database handle, so it runs on PGlite (one process, one
 * folder) as on PostgreSQL (many processes, SKIP LOCKED). PGlite's `query` takes one statement:
 * pg-boss's parameterless multi-statement scripts (schema creation) go through `exec`.
 */
export class PgBossQueue implements JobQueue {
  private readonly handlers: Handler[] = [];
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  handle<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    options: { concurrency?: number; expireInSeconds?: number; retryLimit?: number } = {},
  ): void {
    this.handlers.push({
      name,
      run: handler as (data: object) => Promise<void>,
      concurrency: options.concurrency ?? 1,
      expireInSeconds: options.expireInSeconds ?? 300,
      retryLimit: options.retryLimit ?? 2,
    });
  }

  async send<T extends object>(name: string, data: T): Promise<void> {
    const boss = await this.running();
    await boss.send(name, data);
  }

  async start(): Promise<void> {
    await this.running();
  }

  private running(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('the job queue is stopped'));
    this.starting ??= this.boot();
    return this.starting;
  }

  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    const boss = this.boss ?? (this.starting ? await this.starting.catch(() => null) : null);
    if (!boss) return;
    await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }

  private async boot(): Promise<PgBoss> {
    const db = this.db;
    const boss = new PgBoss({
      schema: SCHEMA,
      db: {
        executeSql: async (text: string, values: unknown[] = []) => {
          try {
            const { rows } = await db.query(text, values);
            // node-postgres answers a multi-statement script with one result per statement.
            return { rows: rows ?? [] };
          } catch (err) {
            if (values.length > 0 || !MULTI_STATEMENT.test(String(err))) throw err;
            await db.exec(text);
            return { rows: [] };
          }
        },
      },
      // No cron schedules: the clock monitor would only add queries.
      schedule: false,
      maintenanceIntervalSeconds: 60,
      monitorStateIntervalSeconds: 60,
    });
    boss.on('error', this.onError);
    await boss.start();
    for (const h of this.handlers) {
      await boss.createQueue(h.name, {
        name: h.name,
        expireInSeconds: h.expireInSeconds,
        retryLimit: h.retryLimit,
        retryDelay: 1,
      });
      for (let i = 0; i < h.concurrency; i++) {
        await boss.work<object>(h.name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
          for (const job of jobs) await h.run(job.data);
        });
      }
    }
    this.boss = boss;
    return boss;
  }
}
