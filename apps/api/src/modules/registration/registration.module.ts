import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { UploadStore } from '../files/upload.store';
import type { buildIdentity } from '../identity/identity.module';
import { ApplicationReviewService, type TradeReview } from './application-review.service';
import { DealerApplicationRepository } from './dealer-application.repository';
import { DealerApplicationService } from './dealer-application.service';
import { RegistrationRepository } from './registration.repository';
import { RegistrationService } from './registration.service';
import { ReviewRepository } from './review.repository';

type Identity = ReturnType<typeof buildIdentity>;

/** The trade wizard and the dealer application (which keeps its uploads in the wizard's drafts). */
export const buildRegistration = (
  db: Database,
  config: Pick<Config, 'dataDir'>,
  identity: Identity,
) => {
  const repo = new RegistrationRepository(db);
  const registration = new RegistrationService(
    repo,
    new UploadStore(config.dataDir),
    identity.codes,
    identity.outbox,
    identity.signUp,
    identity.signUp,
    identity.rowe,
  );
  const dealers = new DealerApplicationService(
    new DealerApplicationRepository(db),
    registration,
    (email) => repo.emailTaken(email),
    identity.outbox,
  );
  return { registration, dealers };
};

/** Staff review (the admin command): trade companies through identity's `trade` review. */
export const buildApplicationReview = (
  db: Database,
  config: Pick<Config, 'brandOrigins'>,
  identity: Pick<Identity, 'passwords' | 'outbox'>,
  trade: TradeReview,
): ApplicationReviewService =>
  new ApplicationReviewService(
    new ReviewRepository(db),
    new DealerApplicationRepository(db),
    trade,
    identity.passwords,
    identity.outbox,
    { trade: config.brandOrigins.HOM, dealer: config.brandOrigins.CA_DEALER },
  );
