import crypto from 'node:crypto';
import { BRAND_FONT_FACES, type LoaderStoredKey, type StoredKey } from '@portal/contract';

/** The element holding what the loader starts: the entry and the first screen's modules. */
export const BOOT_ELEMENT_ID = 'portal-boot';

/** The stored value whose presence means the cookie banner is answered (spec 3). */
const CONSENT_KEY: StoredKey = 'COOKIES_HAVE_BEEN_SET';

/** Set once the brand font has been fetched on this device (decision 042). */
const FONTS_KEY: LoaderStoredKey = 'fontsFetched';

/**
 * Runs in the page's head (decision 033). It marks <html data-consent> when consent is stored,
 * so the page's static cookie banner stays hidden. Once the page has loaded (its styles and
 * first pictures in), its first contentful paint has happened and two more frames are drawn,
 * at the first tap or key, or after 3 s at the latest on a slow line, it adds the first
 * screen's modulepreloads and the entry script: until then the prerendered screen has the line
 * to itself. (Chromium painted first up to 80 ms after `load`: one frame was not enough, and
 * scripts fetched before the largest paint count against it.) The brand font waits with the
 * scripts (decision 042): the page paints in the metric-matched fallback (the theme names the
 * brand family first, but the page has no face of it yet); then the loader fetches the faces
 * every page sets and adds them all at once when they are in, so the text is laid out again
 * once, with no style change. A device that fetched them before (remembered in storage; the
 * files are immutable, so cached) gets them added at once, before the first paint. Fixed text,
 * so the CSP names its hash instead of allowing inline script.
 */
export const LATE_SCRIPTS_LOADER = `(()=>{const d=document;let F=null,n=0;const fonts=(now)=>{if(n++||!F)return;const all=F.faces.map((x)=>({x,face:new FontFace(F.family,'url('+x.url+')',{weight:x.weight,unicodeRange:x.unicodeRange,display:'swap'})}));const add=()=>{for(const a of all)d.fonts.add(a.face)};if(now)return add();Promise.all(all.filter((a)=>a.x.early).map((a)=>a.face.load())).then(()=>{add();try{localStorage.setItem('${FONTS_KEY}','1')}catch{}},add)};try{const l=d.getElementById('${BRAND_FONT_FACES.list}');if(l)F=JSON.parse(l.textContent);if(localStorage.getItem('${CONSENT_KEY}'))d.documentElement.dataset.consent='';if(localStorage.getItem('${FONTS_KEY}'))fonts(1)}catch{}const b=JSON.parse(d.getElementById('${BOOT_ELEMENT_ID}').textContent);let s=0;const go=()=>{if(s++)return;fonts();for(const f of b.preload){const l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;d.head.append(l)}const e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=b.entry;d.head.append(e)};const after=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go)));const later=()=>{try{if(performance.getEntriesByName('first-contentful-paint').length)return after();const o=new PerformanceObserver((l)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();after()}});o.observe({type:'paint'})}catch{after()}};if(d.readyState==='complete')later();else{addEventListener('load',later);setTimeout(go,3000)}addEventListener('pointerdown',go);addEventListener('keydown',go)})()`;

/** The CSP source that lets exactly the loader run. */
export const LATE_SCRIPTS_CSP = `'sha256-${crypto.createHash('sha256').update(LATE_SCRIPTS_LOADER).digest('base64')}'`;

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The brand font's preloads and faces (brand-fonts-plugin.ts): the loader adds them late. */
const FONT_PRELOAD = /\s*<link rel="preload" as="font"[^>]*>/g;
const FONT_FACES = new RegExp(`\\s*<style ${BRAND_FONT_FACES.style}>[^<]*</style>`);

/** JSON safe inside a script element (no `</script>`, no comment openers). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A prerendered page's head with its entry script and `preload` modules started by the loader
 * after the page has loaded, instead of fetched alongside the styles and first pictures, and
 * its brand font kept back with them: no preload and no @font-face of it, so the loader adds
 * the faces (decision 042). A head without the build's entry tag is returned as it is.
 */
export const startScriptsAfterLoad = (html: string, preload: string[]): string => {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) return html;
  const boot = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson({ entry, preload })}</script><script>${LATE_SCRIPTS_LOADER}</script>`;
  // A function replacement: file names are the build's, but '$' must never be special.
  return html
    .replace(ENTRY_TAG, () => boot)
    .replace(FONT_PRELOAD, '')
    .replace(FONT_FACES, '');
};
