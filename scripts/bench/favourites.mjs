import fs from 'node:fs/promises';
import path from 'node:path';
import { median, percentile, root, startServer } from './util.mjs';

/**
 * Issue 13 part B: a designer's favourites (50 products, prices by role), a shared collection's
 * signed link opened by visitors, and the sub-account list, each at 20 concurrent clients on the
 * demo catalogue (PGlite unless DATABASE_URL is set). Figures only.
 */
export const benchFavourites = async () => {
  const port = 8397;
  const dataDir = path.join(root, '.tmp/bench-favourites');
  const server = await startServer({ port, dataDir });
  const base = `http://127.0.0.1:${port}`;
  const post = async (url, body, token) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'hom.localhost',
        ...(token ? { 'x-auth-token': token } : {}),
      },
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    if (answer.err !== 200) throw new Error(`${url}: ${answer.errmsg}`);
    return answer.val;
  };
  try {
    const { token } = await post('/mibd/login/user_login', {
      username: 'designer@demo.test',
      password: 'Portal-Demo-2026!',
    });
    await post('/mibd/common/change_mode', { mode: 'mibd_designer' }, token);
    const page = await post('/mibd/product/search', { keyWord: 'chair', limit: 48 }, token);
    const skus = page.list.map((p) => p.sku_number).slice(0, 50);
    for (const sku of skus)
      await post('/mibd/customerFavourite/click_like', { product_id: sku }, token);
    const { id } = await post(
      '/mibd/product/collection_create',
      { name: `Bench ${Date.now()}`, sku_numbers: skus },
      token,
    );
    const recipient = `bench-${Date.now()}@share.test`;
    await post('/mibd/product/collection_share_send_email', { id, email: recipient }, token);
    const link = await linkFromOutbox(dataDir, recipient);

    const cases = [
      [
        'favourite_list (designer, trade prices)',
        () => post('/mibd/customerFavourite/favourite_list', {}, token),
      ],
      [
        'collection_share_list (visitor, signed link)',
        () => post('/mibd/product/collection_share_list', { token: link }),
      ],
      ['subAccount/list', () => post('/mibd/subAccount/list', {}, token)],
    ];
    for (const [name, run] of cases) {
      const times = await concurrent(run, 20, 200);
      console.log(
        `${name}: ${skus.length} products, p50 ${median(times).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (${times.length} calls, 20 concurrent)`,
      );
    }
  } finally {
    await server.stop();
  }
};

/** `total` calls of `run`, `clients` at a time; the first round warms up and is not counted. */
const concurrent = async (run, clients, total) => {
  const times = [];
  let left = total + clients;
  const worker = async (n) => {
    while (left-- > 0) {
      const started = performance.now();
      await run();
      if (n++ >= 1) times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, () => worker(0)));
  return times;
};

/** The shared link's token from the outbox files (production has no mailbox page). */
const linkFromOutbox = async (dataDir, recipient) => {
  const dir = path.join(dataDir, 'outbox');
  for (const file of (await fs.readdir(dir)).sort().reverse()) {
    const mail = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8'));
    if (mail.to !== recipient) continue;
    const token = /shared-favorites\?token=(\S+)/.exec(mail.body)?.[1];
    if (token) return decodeURIComponent(token);
  }
  throw new Error('no share mail in the outbox');
};
