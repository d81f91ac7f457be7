import fs from 'node:fs/promises';
import os from 'node:os';

export class FolderInUseError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
  started: string;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite has no guard against two processes opening one folder, and the second one's writes are
 * silently lost. The lock is a file created exclusively beside the folder, naming its owner
 * (pid and host). A lock whose owner process is gone (a crash) is taken over at once; one whose
 * owner is alive refuses the start. Liveness is asked of the OS rather than read from a
 * heartbeat, because PGlite's WASM can block the event loop for many seconds (initdb, a big
 * query) and a heartbeat lock would then look stale to a second process (decision 002).
 */
export const lockDataFolder = async (dir: string): Promise<() => Promise<void>> => {
  const lockPath = `${dir}.lock`;
  const me: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    started: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(lockPath, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await fs.rm(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = await readOwner(lockPath);
    const ownerGone = owner && owner.host === me.host && !alive(owner.pid);
    if (owner && !ownerGone) {
      throw new FolderInUseError(
        `The database folder ${dir} is in use by another process (pid ${owner.pid} on ${owner.host}, since ${owner.started}). ` +
          'Stop that portal process, or point DATA_DIR at another folder, and start again.',
      );
    }
    // Left by a process that died (or unreadable because it was being written): take it over.
    if (ownerGone || attempt > 0) await fs.rm(lockPath, { force: true });
    else await new Promise((r) => setTimeout(r, 100));
  }
  throw new FolderInUseError(`Could not lock the database folder ${dir}; try again.`);
};

const readOwner = async (lockPath: string): Promise<LockOwner | null> => {
  try {
    const owner = JSON.parse(await fs.readFile(lockPath, 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' ? owner : null;
  } catch {
    return null;
  }
};
