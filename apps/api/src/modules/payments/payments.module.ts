import type { Database } from '../../db/database';
import type { PaymentGateway } from './payment-gateway';
import { SandboxGateway } from './sandbox.gateway';
import { SandboxRepository } from './sandbox.repository';

/** The default gateway: the in-process sandbox, its ledger in the database (decision 022). */
export const sandboxGateway = (db: Database): PaymentGateway =>
  new SandboxGateway(new SandboxRepository(db));
