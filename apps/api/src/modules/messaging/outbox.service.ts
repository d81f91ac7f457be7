import type { Database } from '../../db/database';
import { OutboxRepository } from './outbox.repository';
import type { MessageTransport, OutgoingMessage, Recorded } from './outbox-message';
import { OutboxRelay, type RelayLog, type RelayTiming } from './outbox-relay';

export type { MessageTransport, OutgoingMessage, Recorded } from './outbox-message';

/**
 * Every message the portal sends goes through here: recorded in the outbox table (the caller
 * waits for that, so a message is never lost), then handed to the transport by the relay after
 * the caller has moved on (decision 040). Without a transport (production with MAIL_OFF) the
 * message stays in the table, sent to no one. Message bodies may hold codes: never logged.
 */
export class OutboxService {
  private readonly repo: OutboxRepository;
  private readonly relay: OutboxRelay | null;

  constructor(
    db: Database,
    transport: MessageTransport | undefined,
    log: RelayLog = console,
    timing?: Partial<RelayTiming>,
  ) {
    this.repo = new OutboxRepository(db);
    this.relay = transport ? new OutboxRelay(this.repo, transport, log, timing) : null;
  }

  async send(message: OutgoingMessage): Promise<void> {
    const row = await this.repo.record({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? '',
      body: message.body,
      html: message.html ?? null,
    });
    this.deliver({ ...row, message });
  }

  /**
   * Queues a recorded message for delivery. The order confirmation is recorded by the order's
   * settle statement (migration 0022), so it exists exactly when the order does, and is handed
   * here after that commit.
   */
  deliver(recorded: Recorded): void {
    this.relay?.push(recorded);
  }

  /** Start-up: what a stopped process left unsent, then a sweep every minute. */
  start(): void {
    this.relay?.start();
  }

  /** Lets deliveries under way finish (before the database closes). */
  async stop(): Promise<void> {
    await this.relay?.stop();
  }

  /** Resolves once every message queued so far has been handed to the transport or failed. */
  async idle(): Promise<void> {
    await this.relay?.idle();
  }

  /** Sweeps unsent messages now (tests; the relay's timer does it every minute). */
  async sweep(): Promise<number> {
    return (await this.relay?.sweep()) ?? 0;
  }

  /** Newest first; for the development mailbox. */
  async list(recipient?: string, limit = 50) {
    return this.repo.list(recipient, limit);
  }
}
