import type { Readable } from 'node:stream';
import { AuthMessages, ErrorCode, imageUrl, isUsPhone } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { IMAGE_TOO_LARGE_MESSAGE } from '../files/image-limits';
import type { UploadStore } from '../files/upload.store';
import type { AccountRepository } from './account.repository';
import { type CallerContext, signedInUserId } from './caller-context';
import { normalisePhone } from './phone';

const AVATAR_BLOCK = 'avatar';
/** The stored name inside an avatar URL of ours (imageUrl below); other URLs are left alone. */
const AVATAR_FILE = /^\/mibd\/file\/read_file\/avatar\/([A-Za-z0-9_.-]+)(?:\?|$)/;
const AVATAR_REFUSALS = {
  too_large: AuthMessages.avatarTooLarge,
  bad_type: AuthMessages.avatarType,
  too_many_pixels: IMAGE_TOO_LARGE_MESSAGE,
} as const;
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
    if (p.phone.trim() && !isUsPhone(p.phone)) throw failed(`phone: ${AuthMessages.invalidPhone}`);
    const phone = p.phone.trim() ? normalisePhone(p.phone) : null;
    if (phone && (await this.repo.phoneTakenByOther(phone, id)))
      throw failed(`phone: ${AuthMessages.phoneUsed}`);
    await this.repo.updateProfile(id, p.first_name.trim(), p.last_name.trim(), phone);
    return { user_first_name: p.first_name.trim(), user_last_name: p.last_name.trim(), phone };
  }

  async uploadAvatar(caller: CallerContext, stream: Readable & { truncated?: boolean }) {
    const id = signedInUserId(caller);
    const saved = await this.uploads.save(AVATAR_BLOCK, stream, ['image/jpeg', 'image/png']);
    if (!saved.ok) throw failed(AVATAR_REFUSALS[saved.reason]);
    const headImg = imageUrl(AVATAR_BLOCK, saved.storedName, 300);
    const previous = AVATAR_FILE.exec(await this.repo.setAvatar(id, headImg))?.[1];
    // Each upload is a new file: the replaced one (and its resized copies) would stay forever.
    if (previous && previous !== saved.storedName)
      await this.uploads.remove(AVATAR_BLOCK, previous);
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
