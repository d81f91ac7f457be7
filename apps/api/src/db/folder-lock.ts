import fs from 'node:fs/promises';
import lockfile from 'proper-lockfile';

export class FolderInUseError extends Error {}

/**
 * PGlite has no guard against two processes opening one folder, and the second one's writes are
 * silently lost. Take an exclusive lock (a lock directory refreshed every few seconds, stale
 * after 15 s if its owner died) and refuse to start while another process holds it.
 */
export const lockDataFolder = async (dir: string): Promise<() => Promise<void>> => {
  await fs.mkdir(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: `${dir}.lock`,
      stale: 15_000,
      update: 5_000,
      realpath: false,
      onCompromised: (err) => {
        // Another process took the folder: stop rather than write into a shared folder.
        console.error(`Database folder lock lost (${dir}): ${err.message}`);
        process.exit(1);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new FolderInUseError(
        `The database folder ${dir} is in use by another process. Stop the other portal process ` +
          '(or point DATA_DIR at another folder) and start again. A lock left by a crashed ' +
          'process expires after 15 seconds.',
      );
    }
    throw err;
  }
};
