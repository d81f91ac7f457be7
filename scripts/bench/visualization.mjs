import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { apiCaller, designerToken, median, root, startServer } from './util.mjs';

/** Call paths: the contract's descriptors (TypeScript, read through tsx). */
const { uploadRoomPhoto, inpainting, aiCaseList } = await tsImport(
  '@portal/contract',
  import.meta.url,
);

const HOST = 'ca.localhost';

/** A 1920x1080 room photo with some texture, drawn here (no downloads). */
const photo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"><defs><linearGradient id="w" x1="0" x2="1"><stop offset="0" stop-color="#e0d3bd"/><stop offset="1" stop-color="#b8a78e"/></linearGradient></defs><rect width="1920" height="700" fill="url(#w)"/><rect y="700" width="1920" height="380" fill="#87705a"/><rect x="640" y="560" width="640" height="260" rx="30" fill="#5d5f63"/><rect x="1450" y="200" width="320" height="380" fill="#cfe3f2" stroke="#f6f2ea" stroke-width="18"/></svg>`,
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer();

/**
 * Issue 16: one four-variant case on a 1920x1080 photo (target <= 2 s, from the request to the
 * completed case, job pick-up included), the server's peak memory, and 5 cases queued at once.
 */
export const benchVisualization = async () => {
  const port = 8396;
  const server = await startServer({ port, dataDir: path.join(root, '.tmp/bench-visualization') });
  const base = `http://127.0.0.1:${port}`;
  const post = apiCaller(port, HOST);
  try {
    const token = await designerToken(post);
    const form = new FormData();
    form.append('file', new Blob([await photo()], { type: 'image/jpeg' }), 'room.jpg');
    const res = await fetch(`${base}${uploadRoomPhoto.path}`, {
      method: 'POST',
      headers: { host: HOST, 'x-auth-token': token },
      body: form,
    });
    const uploaded = (await res.json()).val;
    const start = () =>
      post(
        inpainting.path,
        {
          type: 'living_room',
          source: 2,
          file_name: uploaded.file_name,
          areas: [
            { left: 600, top: 480, width: 720, height: 380 },
            { left: 1420, top: 620, width: 380, height: 300 },
          ],
        },
        token,
      );
    const waitAll = async (ids) => {
      for (;;) {
        const list = await post(aiCaseList.path, { page: 1, limit: 48 }, token);
        const mine = list.case_list.filter((c) => ids.includes(c.case_id));
        if (mine.length === ids.length && mine.every((c) => c.status !== 0)) return mine;
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const singles = [];
    for (let i = 0; i < 4; i++) {
      const t0 = performance.now();
      const { case_id } = await start();
      const [done] = await waitAll([case_id]);
      if (done.status !== 1) throw new Error(`case ${case_id} failed: ${done.errmsg}`);
      singles.push(performance.now() - t0);
    }
    const t1 = performance.now();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await start()).case_id);
    const five = await waitAll(ids);
    const fiveMs = performance.now() - t1;
    const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    const peak = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    console.log(
      `four-variant case, 1920x1080, 2 areas: median ${(median(singles) / 1000).toFixed(2)} s (first ${(singles[0] / 1000).toFixed(2)} s) request to completed case (target <= 2 s)`,
    );
    console.log(
      `5 cases queued at once: ${five.filter((c) => c.status === 1).length}/5 complete in ${(fiveMs / 1000).toFixed(1)} s; server peak RSS ${peak.toFixed(0)} MiB`,
    );
  } finally {
    await server.stop();
  }
};
