import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { OutboxService } from './outbox.service';

const t = useTestApp({ withBuilds: false });

describe('outbox', () => {
  it('records each message and writes its mailbox file, even after the folder was removed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const outbox = new OutboxService(t.testDb.db, dataDir);
    const folder = path.join(dataDir, 'outbox');
    const to = `outbox-${Date.now()}@mail.test`;
    try {
      await outbox.send({ channel: 'mail', to, subject: 'First', body: 'one' });
      fs.rmSync(folder, { recursive: true }); // a mailbox cleared by hand between messages
      await outbox.send({ channel: 'mail', to, subject: 'Second', body: 'two' });
      const files = fs
        .readdirSync(folder)
        .map((f) => JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8')));
      expect(files.map((f) => f.subject)).toEqual(['Second']);
      expect((await outbox.list(to)).map((m) => m.subject)).toEqual(['Second', 'First']);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
