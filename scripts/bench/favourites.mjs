import fs from 'node:fs/promises';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import {
  apiCaller,
  concurrent,
  designerToken,
  median,
  percentile,
  root,
  startServer,
} from './util.mjs';

/** Call paths: the contract's descriptors (TypeScript, read through tsx). */
const {
  searchProducts,
  clickLike,
  collectionCreate,
  collectionShareSendEmail,
  favouriteList,
  collectionShareList,
  subAccountList,
} = await tsImport('@portal/contract', import.meta.url);

/**
 * Issue 13 part B: a designer's favourites (50 products, prices by role), a shared collection's
 * signed link opened by visitors, and the sub-account list, each at 20 concurrent clients on the
 * demo catalogue (PGlite unless DATABASE_URL is set). Figures only.
 */
export const benchFavourites = async () => {
  const port = 8397;
  const dataDir = path.join(root, '.tmp/bench-favourites');
  const server = await startServer({ port, dataDir });
  const post = apiCaller(port);
  try {
    const token = await designerToken(post);
    const page = await post(searchProducts.path, { keyWord: 'chair', limit: 48 }, token);
    const skus = page.list.map((p) => p.sku_number).slice(0, 50);
    for (const sku of skus) await post(clickLike.path, { product_id: sku }, token);
    const { id } = await post(
      collectionCreate.path,
      { name: `Bench ${Date.now()}`, sku_numbers: skus },
      token,
    );
    const recipient = `bench-${Date.now()}@share.test`;
    await post(collectionShareSendEmail.path, { id, email: recipient }, token);
    const link = await linkFromOutbox(dataDir, recipient);

    const cases = [
      ['favourite_list (designer, trade prices)', () => post(favouriteList.path, {}, token)],
      [
        'collection_share_list (visitor, signed link)',
        () => post(collectionShareList.path, { token: link }),
      ],
      ['subAccount/list', () => post(subAccountList.path, {}, token)],
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
