import type { Readable } from 'node:stream';
import type { registerSubmit } from '@portal/contract';
import {
  AuthMessages,
  CA_PROVINCES,
  ErrorCode,
  isUsPhone,
  Limits,
  RegistrationMessages as M,
  Messages,
  RegistrationOptions,
  UPLOAD_TYPES,
  US_STATES,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { IMAGE_TOO_LARGE_MESSAGE } from '../files/image-limits';
import type { UploadStore } from '../files/upload.store';
import type { CodesService } from '../identity/codes.service';
import { checkNewPassword } from '../identity/password.service';
import { normalisePhone } from '../identity/phone';
import type { RoweSsoService } from '../identity/rowe-sso.service';
import { hashPassword, hashToken, newToken } from '../identity/secrets';
import type { SignUpService, ThrottleRule } from '../identity/sign-up.service';
import type { OutboxService } from '../messaging/outbox.service';
import type { Application, RegistrationRepository } from './registration.repository';
import {
  checkBusiness,
  checkContact,
  checkDocuments,
  checkTerms,
  fieldError,
} from './registration-rules';

const BLOCK = 'registration';
/**
 * New drafts per caller address: 20 an hour. Each draft may hold 10 files of 20 MB, so without
 * a bound one anonymous address fills the disk (the rule's "failures" count drafts made; the
 * 21st starts an hour's lock).
 */
const DRAFTS_PER_ADDRESS: ThrottleRule = {
  maxFailures: 21,
  windowMs: 60 * 60_000,
  lockMs: 60 * 60_000,
};
type Submit = z.output<typeof registerSubmit.body>;
const UPLOAD_REFUSALS = {
  too_large: M.fileTooLarge,
  bad_type: M.fileType,
  too_many_pixels: IMAGE_TOO_LARGE_MESSAGE,
} as const;
const toOptions = (list: readonly (readonly [string, string])[]) =>
  list.map(([code, name]) => ({ code, name }));

/** The trade registration wizard: checks per step, uploads, codes and the submission. */
export class RegistrationService {
  constructor(
    private readonly repo: RegistrationRepository,
    private readonly uploads: UploadStore,
    private readonly codes: CodesService,
    private readonly outbox: OutboxService,
    /** Identity's accounts, through its service (never its repositories). */
    private readonly users: Pick<SignUpService, 'create' | 'findByLogin'>,
    private readonly throttle: Pick<SignUpService, 'countAttempt'>,
    /** Links a new account to the Rowe identity of a RoweLinkingCode (ROWE's applications). */
    private readonly rowe?: Pick<RoweSsoService, 'linkRegisteredAccount'>,
  ) {}

  options() {
    return {
      business_type: [...RegistrationOptions.businessTypes],
      how_heard: [...RegistrationOptions.howHeard],
      country: RegistrationOptions.countries.map((c) => ({ ...c })),
      state: toOptions(US_STATES),
    };
  }

  district(country: string) {
    return {
      state:
        country === 'CA'
          ? toOptions(CA_PROVINCES)
          : country === 'US' || !country
            ? toOptions(US_STATES)
            : [],
    };
  }

  /** Step 1: business information. Starts a draft (its key stays in the browser). */
  async firstCheck(b: Record<string, string>, address: string) {
    checkBusiness(b);
    if (
      await this.repo.companyExists(b.federal_id!, b.business_name!.trim(), b.postal_code!.trim())
    ) {
      throw new AppError(ErrorCode.BAD_REQUEST, M.companyRegistered);
    }
    if (b.register_key && (await this.repo.findDraft(hashToken(b.register_key)))) {
      return { register_key: b.register_key };
    }
    return this.newDraft(address);
  }

  /** A new draft (counted per address): its key holds uploads until the application is sent. */
  async newDraft(address: string) {
    await this.countDraft(address);
    const key = newToken();
    await this.repo.createDraft(hashToken(key));
    return { register_key: key };
  }

  /** The draft of a key that is still open, with its uploaded files. */
  async openDraft(key: string) {
    const draft = await this.draft(key);
    return { id: draft.id, files: await this.repo.files(draft.id) };
  }

  /** Counts a new draft of the address; 42900 once it made 20 within the hour. */
  private async countDraft(address: string) {
    const key = `registration-draft:${address}`;
    const refuse = () => new AppError(ErrorCode.RATE_LIMITED, Messages.tooManyRequests);
    if (!(await this.throttle.countAttempt(key, DRAFTS_PER_ADDRESS))) throw refuse();
  }

  private async draft(key: string) {
    const draft = key ? await this.repo.findDraft(hashToken(key)) : null;
    if (!draft || draft.submitted) throw new AppError(ErrorCode.BAD_REQUEST, M.draftExpired);
    return draft;
  }

  async upload(key: string, fileName: string, stream: Readable & { truncated?: boolean }) {
    const draft = await this.draft(key);
    if ((await this.repo.files(draft.id)).length >= Limits.registrationFiles) {
      stream.resume();
      throw new AppError(ErrorCode.BAD_REQUEST, M.tooManyFiles);
    }
    const saved = await this.uploads.save(BLOCK, stream, UPLOAD_TYPES);
    if (!saved.ok) throw new AppError(ErrorCode.BAD_REQUEST, UPLOAD_REFUSALS[saved.reason]);
    const file = {
      file_id: saved.storedName.split('.')[0]!,
      file_name: fileName.slice(0, 200),
      size: saved.size,
      mime: saved.mime,
    };
    // The count above is only a shortcut: parallel uploads all pass it, the database decides.
    const added = await this.repo.addFileWithinLimit(
      draft.id,
      { ...file, stored_name: saved.storedName },
      Limits.registrationFiles,
    );
    if (!added) {
      await this.uploads.remove(BLOCK, saved.storedName);
      throw new AppError(ErrorCode.BAD_REQUEST, M.tooManyFiles);
    }
    return file;
  }

  async deleteFile(key: string, fileId: string) {
    const draft = await this.draft(key);
    const stored = await this.repo.deleteFile(draft.id, fileId);
    if (stored) await this.uploads.remove(BLOCK, stored);
    return { deleted: Boolean(stored) };
  }

  /** Step 2: documents. Every file named must be one of this draft's uploads. */
  async secondCheck(
    d: Parameters<typeof checkDocuments>[0] & { register_key: string; reseller_files: string[] },
  ) {
    const draft = await this.draft(d.register_key);
    checkDocuments(d);
    const mine = new Set((await this.repo.files(draft.id)).map((f) => f.file_id));
    for (const id of [...d.sales_tax_files, ...d.reseller_files]) {
      if (!mine.has(id)) throw fieldError('sales_tax_files', M.salesTaxRequired);
    }
    return { ok: true as const };
  }

  /** Step 3: a code by email or SMS; email and phone must be free. */
  async sendCode(channel: 'email' | 'sms', email: string, phone: string) {
    if (channel === 'sms') {
      if (!isUsPhone(phone)) throw fieldError('phone', AuthMessages.invalidPhone);
      const p = normalisePhone(phone);
      if (await this.repo.phoneTaken(p)) throw fieldError('phone', AuthMessages.phoneUsed);
      return this.codes.send('register', 'sms', p);
    }
    checkContact({ first_name: 'x', last_name: 'x', email, phone: '' });
    if (await this.repo.emailTaken(email.trim())) throw fieldError('email', AuthMessages.emailUsed);
    return this.codes.send('register', 'mail', email.trim().toLowerCase());
  }

  /** Everything again (the browser is not trusted), then one transaction. */
  async submit(s: Submit) {
    const draft = await this.draft(s.register_key);
    checkBusiness(s as unknown as Record<string, string>);
    if (await this.repo.companyExists(s.federal_id, s.business_name.trim(), s.postal_code.trim())) {
      throw new AppError(ErrorCode.BAD_REQUEST, M.companyRegistered);
    }
    await this.secondCheck(s);
    checkContact(s);
    const email = s.email.trim().toLowerCase();
    const phone = s.phone.trim() ? normalisePhone(s.phone) : null;
    if (await this.repo.emailTaken(email)) throw fieldError('email', AuthMessages.emailUsed);
    if (phone && (await this.repo.phoneTaken(phone)))
      throw fieldError('phone', AuthMessages.phoneUsed);
    checkTerms(s);
    if (!s.code.trim()) throw fieldError('code', AuthMessages.enterCode);
    const target = s.code_channel === 'sms' ? (phone ?? '') : email;
    await this.codes.verify('register', target, s.code);
    const signature = await this.uploads.saveBuffer(
      BLOCK,
      Buffer.from(s.signature.split(',')[1]!, 'base64'),
      'png',
    );
    const files = await this.repo.files(draft.id);
    const names = (ids: string[]) =>
      files.filter((f) => ids.includes(f.file_id)).map((f) => f.stored_name);
    const cert = {
      registration_state: s.registration_state,
      state_tax_number: s.state_tax_number,
      certificate_number: s.certificate_number.trim(),
      valid_from: s.valid_from,
      valid_to: s.valid_to,
    };
    const application: Application = {
      business: s as unknown as Record<string, string>,
      certificates: [
        { kind: 'sales_tax', ...cert, files: names(s.sales_tax_files) },
        ...(s.reseller_files.length
          ? [{ kind: 'reseller' as const, ...cert, files: names(s.reseller_files) }]
          : []),
      ],
      user: { first_name: s.first_name.trim(), last_name: s.last_name.trim(), email, phone },
      agreement: {
        print_name: s.print_name.trim(),
        title: s.title.trim(),
        signature_file: signature,
      },
    };
    try {
      await this.repo.submit(draft.id, application);
    } catch (err) {
      // A refused submission (e.g. a concurrent one took the email) may be retried: each retry
      // would otherwise leave one more signature file behind.
      await this.uploads.remove(BLOCK, signature);
      throw err;
    }
    const roweLinked = await this.linkRowe(s.RoweLinkingCode, email);
    await this.outbox.send({
      channel: 'mail',
      to: email,
      subject: 'We received your trade application',
      body: `Hello ${s.first_name.trim()},\n\nThank you for applying for a trade account for ${s.business_name.trim()}. We review applications within 48 hours and will email you an activation link once it is approved.`,
    });
    return { submitted: true as const, email, rowe_linked: roweLinked };
  }

  /** The Rowe identity of the application's linking code, onto the account just created. */
  private async linkRowe(code: string | undefined, email: string): Promise<boolean> {
    if (!code?.trim() || !this.rowe) return false;
    const user = await this.users.findByLogin(email);
    if (user?.email.toLowerCase() !== email) return false;
    return this.rowe.linkRegisteredAccount(code, user.id);
  }

  /** Flash Deals shoppers: no trade review, active at once after the emailed code. */
  async simpleRegister(r: {
    email: string;
    first_name: string;
    last_name: string;
    password: string;
    confirm_password: string;
    code: string;
  }) {
    checkContact({ ...r, phone: '' });
    const email = r.email.trim().toLowerCase();
    if (await this.repo.emailTaken(email)) throw fieldError('email', AuthMessages.emailUsed);
    checkNewPassword(r.password, r.confirm_password);
    if (!r.code.trim()) throw fieldError('code', AuthMessages.enterCode);
    await this.codes.verify('register', email, r.code);
    await this.users.create({
      account_type: 'ffd',
      email,
      first_name: r.first_name.trim(),
      last_name: r.last_name.trim(),
      password_hash: await hashPassword(r.password),
    });
    return { registered: true as const };
  }

  async applicationState(key: string) {
    const draft = key ? await this.repo.findDraft(hashToken(key)) : null;
    if (!draft) throw new AppError(ErrorCode.BAD_REQUEST, M.draftExpired);
    const files = (await this.repo.files(draft.id)).map(({ stored_name: _s, ...f }) => f);
    return { files, submitted: draft.submitted };
  }
}
