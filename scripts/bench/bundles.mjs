import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root, SLUGS } from './util.mjs';

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Entry JavaScript = the module script of index.html plus the chunks it preloads (what must load
 * before the first screen); entry CSS = the stylesheets index.html links. Gzip level 9.
 */
export const benchBundles = async () => {
  const dist = path.join(root, 'apps/storefront/dist');
  console.log('brand       entry JS (gz)   entry CSS (gz)   target JS <= 150 KiB');
  for (const slug of SLUGS) {
    const dir = path.join(dist, slug);
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const js = [
      ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
    ];
    const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)];
    const sum = (matches) =>
      [...new Set(matches.map((m) => m[1]))].reduce((n, href) => n + gz(path.join(dir, href)), 0);
    const jsBytes = sum(js);
    const verdict = jsBytes <= 150 * 1024 ? 'ok' : 'OVER';
    console.log(
      `${slug.padEnd(11)} ${kib(jsBytes).padStart(12)}   ${kib(sum(css)).padStart(14)}   ${verdict}`,
    );
  }
};
