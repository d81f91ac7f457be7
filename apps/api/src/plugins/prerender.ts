import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type Prerender,
  type PrerenderExtras,
  type PrerenderInput,
  prerenderEntry,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The storefronts' server builds (decision 014), loaded on first use and again when a build
 * changes. A brand without one, or a build that fails, prerenders nothing: the page is then the
 * plain SPA, as before.
 */
export class Prerenderers {
  private readonly loaded = new Map<string, Loaded>();

  /**
   * Markup rendered lately, by brand, address, layout and origin, kept while the data it shows
   * is unchanged (for at most as long as the search cache keeps a page): a render costs some
   * 6 ms of the one thread, a repeat a string compare.
   */
  private readonly rendered = new Map<string, { data: string; html: string | null; at: number }>();

  constructor(
    private readonly distRoot: string,
    private readonly now: () => number = Date.now,
  ) {}

  private async load(slug: string): Promise<Loaded | null> {
    const file = path.join(this.distRoot, prerenderEntry(slug));
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await fs.promises.stat(file));
    } catch {
      return null;
    }
    const hit = this.loaded.get(slug);
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    // The query makes a rebuilt file a new module (ESM caches by address).
    const module = (await import(`${pathToFileURL(file).href}?v=${mtimeMs}`)) as {
      prerender?: Prerender;
      prerenderExtras?: PrerenderExtras;
    };
    const prerender = typeof module.prerender === 'function' ? module.prerender : null;
    const extras = renderExtras(module.prerenderExtras);
    const loaded = { mtimeMs, prerender, extras };
    this.loaded.set(slug, loaded);
    this.rendered.clear();
    return loaded;
  }

  /** The build's markup shown outside #root of its prerendered pages (the cookie banner). */
  async extras(slug: string): Promise<string | null> {
    try {
      return (await this.load(slug))?.extras ?? null;
    } catch {
      return null;
    }
  }

  /** The markup of #root for the page, or null (no build, nothing to render, or it failed). */
  async render(
    request: FastifyRequest,
    slug: string,
    input: PrerenderInput,
  ): Promise<string | null> {
    try {
      const prerender = (await this.load(slug))?.prerender;
      if (!prerender) return null;
      const { url, route, viewport, origin } = input;
      const key = JSON.stringify([slug, url, route, viewport, origin.protocol, origin.port]);
      const data = JSON.stringify(input.firstPage ?? null);
      const hit = this.rendered.get(key);
      if (hit && hit.data === data && this.now() - hit.at < KEEP_RENDERED_MS) return hit.html;
      const html = await prerender(input);
      this.rendered.delete(key);
      if (this.rendered.size >= MAX_RENDERED) {
        const oldest = this.rendered.keys().next().value;
        if (oldest !== undefined) this.rendered.delete(oldest);
      }
      this.rendered.set(key, { data, html, at: this.now() });
      return html;
    } catch (error) {
      request.log.warn({ err: error }, 'prerender failed; the page is sent without it');
      return null;
    }
  }
}

/** A build's extras, or none: a failing banner must not cost the pages their prerender. */
const renderExtras = (extras: PrerenderExtras | undefined): string | null => {
  try {
    return typeof extras === 'function' ? extras() : null;
  } catch {
    return null;
  }
};

interface Loaded {
  mtimeMs: number;
  prerender: Prerender | null;
  /** `prerenderExtras()` of the build, rendered once per build. */
  extras: string | null;
}

const KEEP_RENDERED_MS = 30_000;
const MAX_RENDERED = 500;

/** A signed-in browser sends its token cookie (the storefront mirrors the token into it). */
export const sendsSession = (request: FastifyRequest) =>
  /(?:^|;\s*)X-Auth-Token=[^;]/.test(request.headers.cookie ?? '');

/**
 * Which layout a prerender renders: narrow for phones, from the client hint Chromium sends with
 * every request, else from the user agent. Tablets are guessed wide; where a guess is wrong the
 * page re-renders with the real width once its script runs.
 */
export function viewportGuess(request: FastifyRequest): 'narrow' | 'wide' {
  const mobile =
    request.headers['sec-ch-ua-mobile'] === '?1' ||
    /Mobi|iPhone|iPod|Android.+Mobile/.test(request.headers['user-agent'] ?? '');
  return mobile ? 'narrow' : 'wide';
}

/**
 * The protocol and port of the brand's configured origin, for links to the sibling brand sites:
 * never the request's Host or X-Forwarded-* headers, which a caller chooses.
 */
export function requestOrigin(request: FastifyRequest): { protocol: string; port: string } {
  const { protocol, port } = new URL(request.brandOrigin);
  return { protocol, port };
}
