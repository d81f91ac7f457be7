import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { mailboxFileTransport } from '../messaging/mailbox-file.transport';
import { OutboxService } from '../messaging/outbox.service';
import type { RelayLog } from '../messaging/outbox-relay';
import { smtpTransport } from '../messaging/smtp.transport';
import { AuthService } from './auth.service';
import { CodesRepository } from './codes.repository';
import { CodesService } from './codes.service';
import { PasswordService } from './password.service';
import { PasswordLinksRepository } from './password-links.repository';
import { RoweRepository } from './rowe.repository';
import { RoweSsoService } from './rowe-sso.service';
import { SessionsRepository } from './sessions.repository';
import { SignUpService } from './sign-up.service';
import { ThrottleGuard } from './throttle.guard';
import { ThrottleRepository } from './throttle.repository';
import { UsersRepository } from './users.repository';

/** Wires the identity services over one database (the composition root calls this once). */
export const buildIdentity = (
  db: Database,
  config: Pick<Config, 'dataDir' | 'smtpUrl' | 'mailboxPage' | 'roweOidc'>,
  log?: RelayLog,
) => {
  // SMTP when configured; files beside the development mailbox; otherwise (production with
  // MAIL_OFF) the outbox table only, nothing written to disk (decision 040).
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : config.mailboxPage
      ? mailboxFileTransport(config.dataDir)
      : undefined;
  const outbox = new OutboxService(db, transport, log);
  const users = new UsersRepository(db);
  const sessions = new SessionsRepository(db);
  const throttle = new ThrottleRepository(db);
  const codes = new CodesService(new CodesRepository(db), outbox);
  const auth = new AuthService(users, sessions, new ThrottleGuard(throttle, outbox), codes);
  const passwords = new PasswordService(
    new PasswordLinksRepository(db),
    users,
    sessions,
    throttle,
    outbox,
  );
  const rowe = new RoweSsoService(config.roweOidc, new RoweRepository(db), users, auth);
  const signUp = new SignUpService(users, throttle);
  return { auth, codes, outbox, passwords, rowe, signUp };
};
