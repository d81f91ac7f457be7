import fs from 'node:fs/promises';
import path from 'node:path';
import type { MessageTransport } from './outbox-message';

/**
 * Development delivery: each message as a JSON file in DATA_DIR/outbox, beside the development
 * mailbox page. Never used in production (bodies hold sign-in codes and reset links).
 */
export const mailboxFileTransport = (dataDir: string): MessageTransport => {
  const dir = path.join(dataDir, 'outbox');
  return {
    deliver: async ({ id, created_at, message }) => {
      const stamp = new Date(created_at).toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${id}-${message.channel}.json`);
      const text = JSON.stringify({ id, ...message, created_at }, null, 2);
      // The folder is made when a write finds it missing (cleared by hand), not before each one.
      await fs.writeFile(file, text).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(file, text);
      });
    },
  };
};
