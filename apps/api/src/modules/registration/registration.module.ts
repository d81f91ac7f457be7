import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { buildIdentity } from '../identity/identity.module';
import { ThrottleRepository } from '../identity/throttle.repository';
import { RegistrationRepository } from './registration.repository';
import { RegistrationService } from './registration.service';
import { UploadStore } from './upload.store';

export const buildRegistration = (
  db: Database,
  config: Pick<Config, 'dataDir'>,
  identity: ReturnType<typeof buildIdentity>,
) =>
  new RegistrationService(
    new RegistrationRepository(db),
    new UploadStore(config.dataDir),
    identity.codes,
    identity.outbox,
    identity.users,
    new ThrottleRepository(db),
  );
