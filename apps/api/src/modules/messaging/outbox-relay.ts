import type { OutboxRepository } from './outbox.repository';
import type { MessageTransport, Recorded } from './outbox-message';

/** Where the relay says what it could not do (pino's logger fits). */
export interface RelayLog {
  warn(obj: object, msg: string): void;
}

export interface RelayTiming {
  /** A message unsent this long is swept up again (a stopped process's, a failed delivery). */
  retryAfterS: number;
  /** Older messages are left unsent: a sign-in code or a reset link a day old is no use. */
  giveUpAfterS: number;
  /** How often the sweep runs while the process lives. */
  sweepEveryMs: number;
}

const DEFAULT_TIMING: RelayTiming = {
  retryAfterS: 120,
  giveUpAfterS: 24 * 3600,
  sweepEveryMs: 60_000,
};

/**
 * Hands recorded messages to the transport after the request that recorded them has answered
 * (decision 040): a slow or failing mail server neither slows nor fails an order. The outbox row
 * is the durable job: a message this process did not get out (it stopped, the transport failed)
 * is claimed by a later sweep, here or in another process. At least once: a process killed
 * between the transport's acceptance and the sent mark sends that message again.
 */
export class OutboxRelay {
  private readonly queue: Recorded[] = [];
  private readonly queued = new Set<number>();
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The sweep under way: stop() waits for it, and a second one joins it. */
  private sweeping: Promise<number> | null = null;
  private readonly timing: RelayTiming;

  constructor(
    private readonly repo: OutboxRepository,
    private readonly transport: MessageTransport,
    private readonly log: RelayLog,
    timing: Partial<RelayTiming> = {},
  ) {
    this.timing = { ...DEFAULT_TIMING, ...timing };
  }

  /** Queues a recorded message; delivery starts on a later tick, never inside the caller. */
  push(r: Recorded): void {
    if (this.stopped || this.queued.has(r.id)) return;
    this.queued.add(r.id);
    this.queue.push(r);
    this.kick();
  }

  private kick(): void {
    if (this.running) return;
    this.running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.drain())
      .finally(() => {
        this.running = null;
        // A message pushed after the drain's last look and before this: drained now.
        if (this.queue.length && !this.stopped) this.kick();
      });
  }

  /** Resolves once everything queued so far has been tried. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Sweeps now and then every `sweepEveryMs` (start-up: what a stopped process left). */
  start(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.timing.sweepEveryMs);
    this.timer.unref();
  }

  /**
   * Stops sweeping and waits for the sweep and the deliveries under way (before the database
   * closes: a sweep's query must not meet a closed pool).
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
    await this.idle();
    this.stopped = true;
  }

  /** Claims unsent messages old enough to be nobody's work in hand and queues them. */
  sweep(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.sweeping ??= this.claim().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async claim(): Promise<number> {
    try {
      const { retryAfterS, giveUpAfterS } = this.timing;
      const rows = await this.repo.claimUnsent(retryAfterS, giveUpAfterS, 200);
      for (const row of rows) {
        const { id, created_at, channel, recipient: to, subject, body, html } = row;
        this.push({
          id,
          created_at,
          message: { channel, to, subject, body, ...(html ? { html } : {}) },
        });
      }
      return rows.length;
    } catch (err) {
      this.log.warn({ err }, 'outbox sweep failed; the next one retries');
      return 0;
    }
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, 50);
      const sent: number[] = [];
      for (const r of batch) {
        try {
          await this.transport.deliver(r);
          sent.push(r.id);
        } catch (err) {
          // Left unsent: a sweep claims it again after retryAfterS.
          this.log.warn({ err, outboxId: r.id }, 'message not delivered; it will be retried');
        }
      }
      try {
        if (sent.length) await this.repo.markSent(sent);
      } catch (err) {
        this.log.warn({ err }, 'sent mark not written; those messages may go out twice');
      }
      for (const r of batch) this.queued.delete(r.id);
    }
  }
}
