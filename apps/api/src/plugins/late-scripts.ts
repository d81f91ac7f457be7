import crypto from 'node:crypto';
import {
  BRAND_FONT_FACES,
  type LoaderStoredKey,
  type StoredKey,
  SUBMIT_ON_CHANGE_ATTRIBUTE,
} from '@portal/contract';
import { jsonInScript } from '../lib/html';

/** The element holding what the loader starts: the entry and the first screen's modules. */
export const BOOT_ELEMENT_ID = 'portal-boot';

/** The stored value whose presence means the cookie banner is answered (spec 3). */
const CONSENT_KEY: StoredKey = 'COOKIES_HAVE_BEEN_SET';

/** Set once the brand font has been fetched on this device (decision 042). */
const FONTS_KEY: LoaderStoredKey = 'fontsFetched';

/**
 * How long a quiet page's scripts wait for the brand font's faces to be in and laid out. On a
 * line that slow, the scripts start anyway and the faces are added whenever they come.
 */
const FONTS_BEFORE_SCRIPTS_MS = 500;

/**
 * Runs in the page's head (decision 033). It marks <html data-consent> when consent is stored,
 * so the page's static cookie banner stays hidden. Once the page has loaded (its styles and
 * first pictures in), its first contentful paint has happened and two more frames are drawn,
 * it fetches the brand font's faces that every page sets (decision 042), adds them at once when
 * they are in (the text is laid out again once, with no style change), and two frames
 * later adds the first screen's modulepreloads and the entry script: until then the prerendered
 * screen has the line to itself. The faces go first because the relayout they cause costs
 * three to eight times as much while the scripts are being fetched and run (a trace of HOM's
 * product page at 412 px: 16-20 ms alone, 50-170 ms beside the scripts, most of it Chromium
 * setting up each size and weight of the new face). The scripts wait for the faces at most
 * FONTS_BEFORE_SCRIPTS_MS, and not at all at the first tap or key, or after 3 s on a page
 * that has not loaded. (Chromium painted first up to 80 ms after `load`: one frame was not
 * enough, and scripts fetched before the largest paint count against it.) A device that
 * fetched the faces before (remembered in storage; the files are immutable, so cached) gets
 * them added at once, before the first paint. The other faces (accented letters, decision 038)
 * are added only once the page has a letter of theirs (in its text: then with the early ones,
 * in the same relayout; in a text added later; typed into a field), and only once loaded: for a
 * face in the set but not loaded, Chromium sets up a stand-in system font for every size and
 * weight on the page (on Linux a look-up and a synchronous call to the browser each), which was
 * half of the relayout on ART's home. Until the scripts have taken the page over, a change in a
 * form marked SUBMIT_ON_CHANGE_ATTRIBUTE (a list's sort) sends that GET form, so a choice made
 * while they load is not lost (decision 052). Fixed text, so the CSP names its hash instead of
 * allowing inline script.
 */
export const LATE_SCRIPTS_LOADER = `(()=>{const d=document;let F=null,n=0,s=0;const frames=(f)=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(f)));const fonts=(now)=>{if(n++||!F)return Promise.resolve();const all=F.faces.map((x)=>({x,face:new FontFace(F.family,'url('+x.url+')',{weight:x.weight,unicodeRange:x.unicodeRange,display:'swap'})}));const early=all.filter((a)=>a.x.early),late=all.filter((a)=>!a.x.early);const r=late.length?new RegExp('['+late.flatMap((a)=>a.x.unicodeRange.split(',')).map((u)=>u.trim().slice(2).split('-')).filter((u)=>parseInt(u[0],16)>159).map((u)=>u.map((h)=>'\\\\u{'+h+'}').join('-')).join('')+']','u'):null;const needs=(t)=>!!r&&r.test(t||'');const text=()=>d.body?d.body.textContent:'';const add=(l)=>{for(const a of l)d.fonts.add(a.face)};const load=(l)=>Promise.all(l.map((a)=>a.face.load()));let k=0;const more=()=>{if(k++)return;o.disconnect();removeEventListener('input',typed,true);load(late).then(()=>add(late),()=>add(late))};const typed=(e)=>{if(needs(e.target.value))more()};const o=new MutationObserver((ms)=>{for(const m of ms)if(needs(m.type==='characterData'?m.target.data:[...m.addedNodes].map((x)=>x.textContent).join('')))return more()});const watch=()=>{if(!r||k)return;if(needs(text()))return more();o.observe(d.body,{subtree:true,childList:true,characterData:true});addEventListener('input',typed,true)};if(now){add(early);d.readyState==='loading'?d.addEventListener('DOMContentLoaded',watch):watch();return Promise.resolve()}const first=needs(text())?(k=1,all):early;return load(first).then(()=>{add(first);watch();try{localStorage.setItem('${FONTS_KEY}','1')}catch{}},()=>{add(all)})};try{const l=d.getElementById('${BRAND_FONT_FACES.list}');if(l)F=JSON.parse(l.textContent);if(localStorage.getItem('${CONSENT_KEY}'))d.documentElement.dataset.consent='';if(localStorage.getItem('${FONTS_KEY}'))fonts(1)}catch{}const b=JSON.parse(d.getElementById('${BOOT_ELEMENT_ID}').textContent);const go=()=>{if(s++)return;fonts();for(const f of b.preload){const l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;d.head.append(l)}const e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=b.entry;d.head.append(e)};const quiet=()=>{fonts().then(()=>frames(go));setTimeout(go,${FONTS_BEFORE_SCRIPTS_MS})};const later=()=>{try{if(performance.getEntriesByName('first-contentful-paint').length)return frames(quiet);const o=new PerformanceObserver((l)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();frames(quiet)}});o.observe({type:'paint'})}catch{frames(quiet)}};if(d.readyState==='complete')later();else{addEventListener('load',later);setTimeout(go,3000)}addEventListener('pointerdown',go);addEventListener('keydown',go);d.addEventListener('change',(e)=>{const f=e.target.form;if(f&&f.hasAttribute('${SUBMIT_ON_CHANGE_ATTRIBUTE}')&&!d.documentElement.dataset.app)f.requestSubmit()})})()`;

/** The CSP source that lets exactly the loader run. */
export const LATE_SCRIPTS_CSP = `'sha256-${crypto.createHash('sha256').update(LATE_SCRIPTS_LOADER).digest('base64')}'`;

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The brand font's preloads and faces (brand-fonts-plugin.ts): the loader adds them late. */
const FONT_PRELOAD = /\s*<link rel="preload" as="font"[^>]*>/g;
const FONT_FACES = new RegExp(`\\s*<style ${BRAND_FONT_FACES.style}>[^<]*</style>`);

/**
 * A prerendered page's head with its entry script and `preload` modules started by the loader
 * after the page has loaded, instead of fetched alongside the styles and first pictures, and
 * its brand font kept back with them: no preload and no @font-face of it, so the loader adds
 * the faces (decision 042). A head without the build's entry tag is returned as it is.
 */
export const startScriptsAfterLoad = (html: string, preload: string[]): string => {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) return html;
  const boot = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonInScript({ entry, preload })}</script><script>${LATE_SCRIPTS_LOADER}</script>`;
  // A function replacement: file names are the build's, but '$' must never be special.
  return html
    .replace(ENTRY_TAG, () => boot)
    .replace(FONT_PRELOAD, '')
    .replace(FONT_FACES, '');
};
