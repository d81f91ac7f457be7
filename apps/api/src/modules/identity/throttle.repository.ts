import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { msAgo, msFromNow, now } from '../../db/expressions';
import { throttle } from '../../db/schema/identity';

export interface ThrottleRule {
  /** Failures allowed within the window before the key is locked. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Counts failures (or plain calls, for rate limits) per key ('login-pair:<id>:<address>',
 * 'login-ip:<address>', 'rate:<call>:<address>' ...) in a window and locks the key after too many.
 * Kept in the database so every API process sees the same counts.
 */
export class ThrottleRepository {
  constructor(private readonly db: Database) {}

  /** Remaining lock in ms, 0 when the key may try. */
  async lockedFor(key: string): Promise<number> {
    const [row] = await this.db.orm
      .select({
        ms: sql<number>`(extract(epoch FROM (${throttle.locked_until} - now())) * 1000)::bigint`.mapWith(
          Number,
        ),
      })
      .from(throttle)
      .where(and(eq(throttle.key, key), gt(throttle.locked_until, now())));
    return row?.ms ?? 0;
  }

  /** Counts one failure; true when it started a lock (to tell someone once per lock). */
  async fail(key: string, rule: ThrottleRule): Promise<boolean> {
    // One statement per failure: a window that ran out starts again at this one.
    const windowOver = sql`${throttle.window_start} < ${msAgo(rule.windowMs)}`;
    await this.db.orm
      .insert(throttle)
      .values({ key, failures: 1, window_start: now() })
      .onConflictDoUpdate({
        target: throttle.key,
        set: {
          failures: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${throttle.failures} + 1 END`,
          window_start: sql`CASE WHEN ${windowOver} THEN now() ELSE ${throttle.window_start} END`,
        },
      });
    const locked = await this.db.orm
      .update(throttle)
      .set({ locked_until: msFromNow(rule.lockMs), failures: 0, window_start: now() })
      .where(and(eq(throttle.key, key), gte(throttle.failures, rule.maxFailures)))
      .returning({ key: throttle.key });
    return locked.length > 0;
  }

  async clear(key: string) {
    await this.db.orm.delete(throttle).where(eq(throttle.key, key));
  }
}
