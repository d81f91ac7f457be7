// `npm run admin -- pending | approve <email> | reject <email> --reason "..."`: staff review of
// trade and dealer applications until the staff console exists. Beside a running server on
// PGlite the command asks that server over DATA_DIR/admin.sock (the folder is locked to it);
// otherwise, and always on PostgreSQL, it opens the database itself (decision 049).
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { FolderInUseError } from '../db/folder-lock';
import { migrate } from '../db/migrate';
import {
  type AdminAnswer,
  type AdminRequest,
  adminSocketPath,
  sendAdminRequest,
} from '../lib/admin-socket-protocol';
import { CompaniesRepository } from '../modules/identity/companies.repository';
import { buildIdentity } from '../modules/identity/identity.module';
import { answerAdminRequest } from '../modules/registration/admin-requests';
import { buildApplicationReview } from '../modules/registration/registration.module';

const USAGE = 'Usage: npm run admin -- pending | approve <email> | reject <email> --reason "why"';

const usage = (problem?: string): never => {
  if (problem) console.error(problem);
  console.error(USAGE);
  process.exit(2);
};

const parse = (): AdminRequest => {
  let parsed: { values: { reason?: string }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { reason: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (err) {
    return usage((err as Error).message);
  }
  const [action, email, ...extra] = parsed.positionals;
  // Who ran it, for the review record: the OS account on this machine.
  const actor = `${os.userInfo().username}@${os.hostname()}`;
  if (extra.length) usage(`Unexpected: ${extra.join(' ')}`);
  if (action === 'pending' && !email) return { action, actor };
  if (action === 'approve' && email) return { action, email, actor };
  if (action === 'reject' && email) {
    if (!parsed.values.reason?.trim())
      usage('reject needs --reason "..." (the applicant reads it).');
    return { action, email, reason: parsed.values.reason!, actor };
  }
  return usage();
};

/** Opens the database in this process; the outbox relay delivers the mail before it closes. */
const runHere = async (request: AdminRequest): Promise<AdminAnswer> => {
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrate(db);
    const identity = buildIdentity(db, config);
    const review = buildApplicationReview(db, config, identity, new CompaniesRepository(db));
    const answer = await answerAdminRequest(review, request);
    await identity.outbox.stop(); // the mail goes out before the database closes
    return answer;
  } finally {
    await db.close();
  }
};

const main = async () => {
  const request = parse();
  const config = loadConfig();
  const viaServer = config.databaseUrl
    ? null
    : await sendAdminRequest(adminSocketPath(config.dataDir), request);
  const answer = viaServer ?? (await runHere(request));
  if (!answer.ok) {
    console.error(answer.error);
    process.exitCode = 1;
    return;
  }
  for (const line of answer.lines) console.log(line);
};

main().catch((err) => {
  console.error(err instanceof FolderInUseError ? err.message : err);
  process.exitCode = 1;
});
