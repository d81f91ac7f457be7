import type { BrandCode, LogType } from '@portal/contract';
import type { CallerContext } from '../identity/caller-context';
import type { ActivityRepository } from './activity.repository';

const GUEST_ID = /^[A-Za-z0-9]{32}\d{1,15}$/;

/** Usage events of /mibd/common/add_log (Cara and the visualization flow). */
export class ActivityService {
  constructor(private readonly repo: ActivityRepository) {}

  async log(
    brand: BrandCode,
    caller: CallerContext,
    guestId: string | undefined,
    input: { type: LogType; data1?: string | undefined; data2?: string | undefined } & Partial<
      Record<'tag1' | 'tag2' | 'tag3' | 'tag4' | 'tag5', string | undefined>
    >,
  ): Promise<{ logged: boolean }> {
    await this.repo.insert({
      type: input.type,
      tags: [input.tag1, input.tag2, input.tag3, input.tag4, input.tag5].map((t) => t ?? null),
      data1: input.data1 ?? null,
      data2: input.data2 ?? null,
      userId: caller.userId,
      guestId: !caller.userId && guestId && GUEST_ID.test(guestId) ? guestId : null,
      brand,
    });
    return { logged: true };
  }

  countByType(type: LogType): Promise<number> {
    return this.repo.countByType(type);
  }
}
