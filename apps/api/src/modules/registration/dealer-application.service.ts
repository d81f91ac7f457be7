import type { dealerApplicationSubmit } from '@portal/contract';
import { AuthMessages, DealerApplicationMessages as D } from '@portal/contract';
import type { z } from 'zod';
import type { OutboxService } from '../messaging/outbox.service';
import type { DealerApplicationRepository } from './dealer-application.repository';
import { checkDealerApplication } from './dealer-application-rules';
import type { RegistrationService } from './registration.service';
import { fieldError } from './registration-rules';

type Submit = z.output<typeof dealerApplicationSubmit.body>;

/**
 * Request Access on the dealer site: an application with a resale certificate, stored for staff
 * review (`ApplicationReviewService`). Uploads use the trade wizard's draft and upload store.
 */
export class DealerApplicationService {
  constructor(
    private readonly repo: DealerApplicationRepository,
    private readonly drafts: Pick<RegistrationService, 'newDraft' | 'openDraft'>,
    private readonly emailTaken: (email: string) => Promise<boolean>,
    private readonly outbox: Pick<OutboxService, 'send'>,
  ) {}

  start(address: string) {
    return this.drafts.newDraft(address);
  }

  async submit(s: Submit) {
    const draft = await this.drafts.openDraft(s.register_key);
    checkDealerApplication(s);
    const email = s.email.trim().toLowerCase();
    if (await this.emailTaken(email)) throw fieldError('email', AuthMessages.emailUsed);
    if (await this.repo.waiting(email)) throw fieldError('email', D.alreadyWaiting);
    const stored = new Map(draft.files.map((f) => [f.file_id, f.stored_name]));
    const files = s.certificate_files.map((id) => stored.get(id));
    if (files.some((f) => !f)) throw fieldError('certificate_files', D.certificateRequired);
    const contact = s.contact_name.trim();
    const saved = await this.repo.insert({
      draft_id: Number(draft.id),
      company: s.company.trim(),
      contact_name: contact,
      email,
      phone: s.phone.trim(),
      territory: s.territory.trim(),
      street: s.street.trim(),
      city: s.city.trim(),
      state: s.state,
      postal_code: s.postal_code.trim(),
      certificate_number: s.certificate_number.trim(),
      valid_from: s.valid_from,
      valid_to: s.valid_to,
      files: files as string[],
    });
    // The pending-email index decides between two submissions sent at once.
    if (!saved) throw fieldError('email', D.alreadyWaiting);
    await this.outbox.send({
      channel: 'mail',
      to: email,
      subject: 'We received your dealer application',
      body: `Hello ${contact},\n\nThank you for applying to become a Caracole dealer for ${s.company.trim()}. Our team reviews applications within 48 hours and will email you once it is decided.`,
    });
    return { submitted: true as const, email };
  }
}
