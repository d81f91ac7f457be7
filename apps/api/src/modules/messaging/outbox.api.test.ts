import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { mailboxFileTransport } from './mailbox-file.transport';
import { type MessageTransport, OutboxService, type Recorded } from './outbox.service';

const t = useTestApp({ withBuilds: false });
const quiet = { warn: () => {} };

/** A transport that records what it was given; `fail` makes it throw instead. */
const recording = (fail = false) => {
  const got: Recorded[] = [];
  const transport: MessageTransport = {
    deliver: async (r) => {
      if (fail) throw new Error('mail server down');
      got.push(r);
    },
  };
  return { got, transport };
};

const sentAt = async (id: number) =>
  (
    await t.testDb.db.query<{ sent_at: Date | null }>('SELECT sent_at FROM outbox WHERE id = $1', [
      id,
    ])
  ).rows[0]?.sent_at ?? null;

/** Unsent messages recorded `minutes` ago (a stopped process's); their ids. */
const leftUnsent = async (n: number, minutes: number, to: string) =>
  (
    await t.testDb.db.query<{ id: string }>(
      `INSERT INTO outbox (channel, recipient, subject, body, created_at)
       SELECT 'mail', $1, 'Left ' || g, 'body', now() - make_interval(mins => $2)
       FROM generate_series(1, $3::int) g RETURNING id`,
      [to, minutes, n],
    )
  ).rows.map((r) => Number(r.id));

describe('outbox', () => {
  it('records each message and writes its mailbox file, even after the folder was removed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const outbox = new OutboxService(t.testDb.db, mailboxFileTransport(dataDir), quiet);
    const folder = path.join(dataDir, 'outbox');
    const to = `outbox-${Date.now()}@mail.test`;
    try {
      await outbox.send({ channel: 'mail', to, subject: 'First', body: 'one' });
      await outbox.idle();
      fs.rmSync(folder, { recursive: true }); // a mailbox cleared by hand between messages
      await outbox.send({ channel: 'mail', to, subject: 'Second', body: 'two' });
      await outbox.idle();
      const files = fs
        .readdirSync(folder)
        .map((f) => JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8')));
      expect(files.map((f) => f.subject)).toEqual(['Second']);
      const listed = await outbox.list(to);
      expect(listed.map((m) => m.subject)).toEqual(['Second', 'First']);
      for (const m of listed) expect(await sentAt(m.id)).not.toBeNull();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers once the message is recorded, without waiting for a slow mail server', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const delivered: number[] = [];
    const outbox = new OutboxService(
      t.testDb.db,
      {
        deliver: async (r) => {
          await held;
          delivered.push(r.id);
        },
      },
      quiet,
    );
    const to = `slow-${Date.now()}@mail.test`;
    await outbox.send({ channel: 'mail', to, subject: 'Order', body: 'placed' });
    const [row] = await outbox.list(to);
    expect(row?.subject).toBe('Order');
    expect(delivered).toEqual([]);
    expect(await sentAt(row!.id)).toBeNull();
    release();
    await outbox.idle();
    expect(delivered).toEqual([row!.id]);
    expect(await sentAt(row!.id)).not.toBeNull();
  });

  it('keeps a message the transport refused unsent, and a later sweep delivers it once', async () => {
    const to = `retry-${Date.now()}@mail.test`;
    const down = new OutboxService(t.testDb.db, recording(true).transport, quiet);
    await down.send({ channel: 'mail', to, subject: 'Code', body: '123456' });
    await down.idle();
    const [row] = await down.list(to);
    expect(await sentAt(row!.id)).toBeNull();

    // Another process (or this one, a minute on) with a working transport sweeps it up.
    const up = recording();
    const later = new OutboxService(t.testDb.db, up.transport, quiet, { retryAfterS: 0 });
    expect(await later.sweep()).toBeGreaterThanOrEqual(1);
    await later.idle();
    expect(up.got.filter((r) => r.id === row!.id).map((r) => r.message.body)).toEqual(['123456']);
    expect(await sentAt(row!.id)).not.toBeNull();
    await later.sweep();
    await later.idle();
    expect(up.got.filter((r) => r.id === row!.id)).toHaveLength(1);
  });

  it('two processes sweeping at once send each left-over message exactly once', async () => {
    const to = `sweep-${Date.now()}@mail.test`;
    const ids = await leftUnsent(30, 10, to);
    const a = recording();
    const b = recording();
    const one = new OutboxService(t.testDb.db, a.transport, quiet);
    const two = new OutboxService(t.testDb.db, b.transport, quiet);
    await Promise.all([one.sweep(), two.sweep()]);
    await Promise.all([one.idle(), two.idle()]);
    const mine = (got: Recorded[]) => got.map((r) => r.id).filter((id) => ids.includes(id));
    const both = [...mine(a.got), ...mine(b.got)].sort((x, y) => x - y);
    expect(both).toEqual(ids);
    for (const id of ids) expect(await sentAt(id)).not.toBeNull();
  });

  it('leaves alone a message too young (in hand elsewhere) or too old (a day-old code)', async () => {
    const to = `ages-${Date.now()}@mail.test`;
    const [young] = await leftUnsent(1, 0, to);
    const [old] = await leftUnsent(1, 25 * 60, to);
    const r = recording();
    const outbox = new OutboxService(t.testDb.db, r.transport, quiet);
    await outbox.sweep();
    await outbox.idle();
    expect(r.got.map((x) => x.id)).not.toContain(young);
    expect(r.got.map((x) => x.id)).not.toContain(old);
  });

  it('stops only after the sweep under way and its deliveries (the database closes next)', async () => {
    const to = `stop-${Date.now()}@mail.test`;
    const ids = await leftUnsent(3, 10, to);
    const r = recording();
    const outbox = new OutboxService(t.testDb.db, r.transport, quiet);
    const sweeping = outbox.sweep();
    await outbox.stop();
    const got = r.got.map((x) => x.id).filter((id) => ids.includes(id));
    expect(got.sort((a, b) => a - b)).toEqual(ids);
    for (const id of ids) expect(await sentAt(id)).not.toBeNull();
    expect(await sweeping).toBeGreaterThanOrEqual(3);
    // Stopped: a later sweep claims nothing.
    await leftUnsent(1, 10, to);
    expect(await outbox.sweep()).toBe(0);
  });
});
