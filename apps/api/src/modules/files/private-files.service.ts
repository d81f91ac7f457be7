import { ErrorCode, Messages } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { CallerContext } from '../identity/caller-context';
import type { PrivateFilesRepository } from './private-files.repository';

/**
 * Blocks whose files are a company's papers (resale certificates, registration documents, the
 * signed agreement), not pictures for everyone: the wizard answers each upload's file id, which
 * is the stored name's stem, so a guessable URL must not be enough to read one.
 */
const PRIVATE_BLOCKS: ReadonlySet<string> = new Set(['registration']);

/** Who may read a private file: the users of the company that holds it, and staff (reviewers). */
export class PrivateFilesService {
  constructor(private readonly repo: PrivateFilesRepository) {}

  isPrivate(block: string): boolean {
    return PRIVATE_BLOCKS.has(block);
  }

  /** 25010 for anyone else; decided before the disk is looked at, so nothing about it leaks. */
  async assertMayRead(caller: CallerContext, storedName: string): Promise<void> {
    if (caller.userId && caller.accountType === 'staff') return;
    if (caller.userId && (await this.repo.companyHolds(caller.userId, storedName))) return;
    throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
  }
}
