import {
  AuthMessages,
  type BrandCode,
  ErrorCode,
  FormMessages as F,
  isEmail,
  Messages,
} from '@portal/contract';
import zipcodes from 'zipcodes';
import { AppError } from '../../lib/app-error';
import type { CallerContext } from '../identity/caller-context';
import type { OutboxService } from '../messaging/outbox.service';
import type { ContentRepository } from './content.repository';

/** Where customer service reads the forms (the outbox by default). */
export const SERVICE_MAILBOX = 'service@portal.localhost';

/** Each field in turn must be filled; the first empty one answers with its message. */
const required = (form: Record<string, string>, fields: Record<string, string>) => {
  for (const [field, message] of Object.entries(fields))
    if (!(form[field] ?? '').trim())
      throw new AppError(ErrorCode.BAD_REQUEST, `${field}: ${message}`);
};
const email = (value: string, requiredToo: boolean) => {
  if (!value.trim()) {
    if (requiredToo) throw new AppError(ErrorCode.BAD_REQUEST, `email: ${AuthMessages.enterEmail}`);
    return;
  }
  if (!isEmail(value))
    throw new AppError(ErrorCode.BAD_REQUEST, `email: ${AuthMessages.invalidEmail}`);
};
/** The form's fields in this order (the stored row's and the mail's), '' for any not sent. */
const fieldsOf = <K extends string>(form: Record<string, string>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, form[k] ?? ''])) as Record<K, string>;
const trimAll = <T extends Record<string, string>>(o: T): T =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.trim()])) as T;

/** Contact and sample forms, the dealer locator, and the designer info block. */
export class ContentService {
  constructor(
    private readonly repo: ContentRepository,
    private readonly outbox: OutboxService,
  ) {}

  async contact(brand: BrandCode, caller: CallerContext, raw: Record<string, string>) {
    const f = trimAll(raw);
    required(f, { full_name: F.fullName });
    email(f.email ?? '', true);
    required(f, { order_number: F.orderNumber, comments: F.comments });
    const row = {
      brand_code: brand,
      ...fieldsOf(f, [
        'full_name',
        'phone',
        'email',
        'order_number',
        'company_name',
        'product_number',
        'comments',
      ]),
      user_id: caller.userId,
    };
    const id = await this.repo.addContact(row);
    await this.mailService(`Contact form #${id} (${brand}): order ${row.order_number}`, row);
    return { id, message: Messages.submitted };
  }

  async sample(brand: BrandCode, caller: CallerContext, raw: Record<string, string>) {
    const f = trimAll(raw);
    required(f, { full_name: F.fullName });
    email(f.email ?? '', false);
    required(f, {
      item_number: F.itemNumber,
      finish_name: F.finishName,
      company_name: F.companyName,
      full_address: F.address,
      comments: F.comments,
    });
    const row = {
      brand_code: brand,
      ...fieldsOf(f, [
        'full_name',
        'email',
        'item_number',
        'finish_name',
        'company_name',
        'full_address',
        'comments',
      ]),
      user_id: caller.userId,
    };
    const id = await this.repo.addSample(row);
    await this.mailService(
      `Sample request #${id} (${brand}): ${row.item_number} in ${row.finish_name}`,
      row,
    );
    return { id, message: Messages.submitted };
  }

  /** Customer service gets every field of a stored form, one `name: value` line each. */
  private async mailService(subject: string, row: Record<string, unknown>) {
    await this.outbox.send({
      channel: 'mail',
      to: SERVICE_MAILBOX,
      subject,
      body: Object.entries(row)
        .map(([k, v]) => `${k}: ${v ?? ''}`)
        .join('\n'),
    });
  }

  async dealers(q: { zip?: string; state?: string; limit: number }) {
    const zip = q.zip?.trim();
    if (zip) {
      const hit = zipcodes.lookup(zip.slice(0, 5));
      if (!hit) throw new AppError(ErrorCode.BAD_REQUEST, `zip: ${F.unknownZip}`);
      return {
        list: await this.repo.dealers({ lat: hit.latitude, lng: hit.longitude, limit: q.limit }),
      };
    }
    if (q.state?.trim())
      return { list: await this.repo.dealers({ state: q.state.trim(), limit: q.limit }) };
    throw new AppError(ErrorCode.BAD_REQUEST, F.zipOrState);
  }

  /** The designer behind a customer session, or the preset customer's designer; null otherwise. */
  async designerInfo(caller: CallerContext) {
    let d = null;
    if (caller.mode === 'mibd_customer' && caller.userId)
      d = await this.repo.designerOf(caller.userId);
    else if (caller.mode === 'mibd_communicate' && caller.userId)
      d = await this.repo.userById(caller.userId);
    if (!d) return null;
    return {
      img: d.head_img,
      name: `${d.first_name} ${d.last_name}`.trim(),
      email: d.email,
      phone_number: d.phone ?? '',
    };
  }
}
