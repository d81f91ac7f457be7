import type { AdminAnswer, AdminRequest } from '../../lib/admin-socket-protocol';
import { AppError } from '../../lib/app-error';
import type { ApplicationReviewService } from './application-review.service';

const day = (d: Date) => new Date(d).toISOString().slice(0, 10);

/** One admin request answered by the review service: what the command prints, or why not. */
export const answerAdminRequest = async (
  review: ApplicationReviewService,
  request: AdminRequest,
): Promise<AdminAnswer> => {
  try {
    if (request.action === 'pending') {
      const list = await review.pending();
      if (!list.length) return { ok: true, lines: ['No applications wait for review.'] };
      return {
        ok: true,
        lines: list.map(
          (a) => `${a.kind.padEnd(6)} ${day(a.created_at)}  ${a.email}  ${a.company}`,
        ),
      };
    }
    if (request.action === 'approve') {
      return { ok: true, lines: [(await review.approve(request.email, request.actor)).summary] };
    }
    if (request.action === 'reject') {
      const outcome = await review.reject(request.email, request.reason, request.actor);
      return { ok: true, lines: [outcome.summary] };
    }
    return { ok: false, error: 'Unknown admin action.' };
  } catch (err) {
    // Refusals (nothing waits, no reason) are the staff's to read; anything else is a fault.
    if (err instanceof AppError) return { ok: false, error: err.message };
    throw err;
  }
};
