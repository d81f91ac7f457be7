import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { UploadStore } from '../files/upload.store';
import type { buildIdentity } from '../identity/identity.module';
import { RegistrationRepository } from './registration.repository';
import { RegistrationService } from './registration.service';

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
    identity.signUp,
    identity.signUp,
    identity.rowe,
  );
