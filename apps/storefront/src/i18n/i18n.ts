import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resolveLanguage } from '../lib/language';
import { getStored } from '../lib/session';
import en from './en.json';
import zh from './zh.json';

/** Shell texts in English and Chinese; the language is forced in the contract (FORCED_LANGUAGE). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zh: { translation: zh } },
  lng: resolveLanguage(
    getStored('language'),
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? []),
  ),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
