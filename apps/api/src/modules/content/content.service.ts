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

const required = (value: string, field: string, message: string) => {
  if (!value.trim()) throw new AppError(ErrorCode.BAD_REQUEST, `${field}: ${message}`);
};
const email = (value: string, requiredToo: boolean) => {
  if (!value.trim()) {
    if (requiredToo) throw new AppError(ErrorCode.BAD_REQUEST, `email: ${AuthMessages.enterEmail}`);
    return;
  }
  if (!isEmail(value))
    throw new AppError(ErrorCode.BAD_REQUEST, `email: ${AuthMessages.invalidEmail}`);
};
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
    required(f.full_name ?? '', 'full_name', F.fullName);
    email(f.email ?? '', true);
    required(f.order_number ?? '', 'order_number', F.orderNumber);
    required(f.comments ?? '', 'comments', F.comments);
    const row = {
      brand_code: brand,
      full_name: f.full_name!,
      phone: f.phone ?? '',
      email: f.email!,
      order_number: f.order_number!,
      company_name: f.company_name ?? '',
      product_number: f.product_number ?? '',
      comments: f.comments!,
      user_id: caller.userId,
    };
    const id = await this.repo.addContact(row);
    await this.outbox.send({
      channel: 'mail',
      to: SERVICE_MAILBOX,
      subject: `Contact form #${id} (${brand}): order ${row.order_number}`,
      body: Object.entries(row)
        .map(([k, v]) => `${k}: ${v ?? ''}`)
        .join('\n'),
    });
    return { id, message: Messages.submitted };
  }

  async sample(brand: BrandCode, caller: CallerContext, raw: Record<string, string>) {
    const f = trimAll(raw);
    required(f.full_name ?? '', 'full_name', F.fullName);
    email(f.email ?? '', false);
    required(f.item_number ?? '', 'item_number', F.itemNumber);
    required(f.finish_name ?? '', 'finish_name', F.finishName);
    required(f.company_name ?? '', 'company_name', F.companyName);
    required(f.full_address ?? '', 'full_address', F.address);
    required(f.comments ?? '', 'comments', F.comments);
    const row = {
      brand_code: brand,
      full_name: f.full_name!,
      email: f.email ?? '',
      item_number: f.item_number!,
      finish_name: f.finish_name!,
      company_name: f.company_name!,
      full_address: f.full_address!,
      comments: f.comments!,
      user_id: caller.userId,
    };
    const id = await this.repo.addSample(row);
    await this.outbox.send({
      channel: 'mail',
      to: SERVICE_MAILBOX,
      subject: `Sample request #${id} (${brand}): ${row.item_number} in ${row.finish_name}`,
      body: Object.entries(row)
        .map(([k, v]) => `${k}: ${v ?? ''}`)
        .join('\n'),
    });
    return { id, message: Messages.submitted };
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
