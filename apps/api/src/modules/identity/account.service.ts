import type { Readable } from 'node:stream';
import { AuthMessages, ErrorCode, imageUrl } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { type CallerContext, signedInUserId } from '../../plugins/request-session';
import type { UploadStore } from '../registration/upload.store';
import type { AccountRepository } from './account.repository';
import { normalisePhone } from './users.repository';

const AVATAR_BLOCK = 'avatar';
const failed = (message: string) => new AppError(ErrorCode.BAD_REQUEST, message);

/** The signed-in user's own profile, avatar and company certificates. */
export class AccountService {
  constructor(
    private readonly repo: AccountRepository,
    private readonly uploads: UploadStore,
  ) {}

  async updateProfile(
    caller: CallerContext,
    p: { first_name: string; last_name: string; phone: string },
  ) {
    const id = signedInUserId(caller);
    if (!p.first_name.trim()) throw failed(`first_name: ${AuthMessages.firstNameRequired}`);
    if (!p.last_name.trim()) throw failed(`last_name: ${AuthMessages.lastNameRequired}`);
    const phone = p.phone.trim() ? normalisePhone(p.phone) : null;
    if (phone && phone.length < 10) throw failed(`phone: ${AuthMessages.invalidPhone}`);
    if (phone && (await this.repo.phoneTakenByOther(phone, id)))
      throw failed(`phone: ${AuthMessages.phoneUsed}`);
    await this.repo.updateProfile(id, p.first_name.trim(), p.last_name.trim(), phone);
    return { user_first_name: p.first_name.trim(), user_last_name: p.last_name.trim(), phone };
  }

  async uploadAvatar(caller: CallerContext, stream: Readable & { truncated?: boolean }) {
    const id = signedInUserId(caller);
    const saved = await this.uploads.save(AVATAR_BLOCK, stream, ['image/jpeg', 'image/png']);
    if (!saved.ok)
      throw failed(
        saved.reason === 'too_large' ? AuthMessages.avatarTooLarge : AuthMessages.avatarType,
      );
    const headImg = imageUrl(AVATAR_BLOCK, saved.storedName, 300);
    await this.repo.setAvatar(id, headImg);
    return { head_img: headImg };
  }

  async certificates(caller: CallerContext) {
    const id = signedInUserId(caller);
    const list = await this.repo.certificates(id);
    return {
      list,
      has_valid_resale_certificate: list.some((c) => !c.expired),
    };
  }
}
