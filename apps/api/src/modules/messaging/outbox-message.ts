import type { outbox } from '../../db/schema/messaging';
import type { Row } from '../../db/schema/rows';

export interface OutgoingMessage {
  channel: Row<typeof outbox>['channel'];
  to: string;
  subject?: string;
  body: string;
  /** An HTML part beside the text one (mail only). */
  html?: string;
}

/** A message written to the outbox table, to be delivered once its transaction committed. */
export interface Recorded {
  id: number;
  created_at: Date | string;
  message: OutgoingMessage;
}

/** Delivery beyond the outbox: SMTP (nodemailer), or files beside the development mailbox. */
export interface MessageTransport {
  deliver(recorded: Recorded): Promise<void>;
}
