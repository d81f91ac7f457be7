// `npm run admin -- approve <email>` / `reject <email>`: review a trade application until the staff
// screens exist. Approving activates the company and its users and mails them.
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { CompaniesRepository } from '../modules/identity/companies.repository';
import { buildIdentity } from '../modules/identity/identity.module';

const [action, email] = process.argv.slice(2);
if (!['approve', 'reject'].includes(action ?? '') || !email) {
  console.error('Usage: npm run admin -- approve <email> | reject <email>');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await migrate(db);
  const companies = new CompaniesRepository(db);
  const result = await companies.review(email, action === 'approve' ? 'active' : 'rejected');
  if (!result) {
    console.error(`No trade application found for ${email}.`);
    process.exitCode = 1;
  } else {
    const approved = action === 'approve';
    const { passwords, outbox } = buildIdentity(db, config);
    for (const user of result.users) {
      if (
        approved &&
        (await passwords.sendActivation(user.email, config.brandOrigins.HOM).catch(() => null))
      ) {
        continue; // the activation mail says it all
      }
      await outbox.send({
        channel: 'mail',
        to: user.email,
        subject: approved ? 'Your trade account is active' : 'Your trade application',
        body: approved
          ? `Hello ${user.first_name},\n\nYour trade account for ${result.company} is approved. You can sign in now.`
          : `Hello ${user.first_name},\n\nWe could not approve the trade application for ${result.company}. Please contact customer service.`,
      });
    }
    console.log(
      `${result.company}: ${approved ? 'approved' : 'rejected'} (${result.users.length} user(s) told by mail).`,
    );
    await outbox.stop(); // the mail goes out before the database closes
  }
} finally {
  await db.close();
}
