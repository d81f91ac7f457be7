import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resolveLanguage } from '../lib/language';
import { getStored } from '../lib/session';
import en from './en.json';

/**
 * Shell texts in English and Chinese; the language is forced in the contract (FORCED_LANGUAGE).
 * English is in the first download; Chinese loads only when the page's language is Chinese.
 */
export const i18n = i18next.createInstance();

const language = resolveLanguage(
  getStored('language'),
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? []),
);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Loads and switches to Chinese (the texts re-render when they arrive). */
export async function switchToChinese(): Promise<void> {
  const zh = (await import('./zh.json')).default;
  i18n.addResourceBundle('zh', 'translation', zh);
  await i18n.changeLanguage('zh');
}

if (language === 'zh') void switchToChinese();
