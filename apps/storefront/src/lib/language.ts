import { FORCED_LANGUAGE, type Language, Languages } from '@portal/contract';

const isLanguage = (value: string): value is Language =>
  (Languages as readonly string[]).includes(value);

/**
 * The interface language (spec 9): the contract's FORCED_LANGUAGE when set (it is 'en'), else
 * the stored choice, else the first browser language we have texts for, else English.
 */
export function resolveLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
  forced: Language | null = FORCED_LANGUAGE,
): Language {
  if (forced) return forced;
  if (stored && isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(base)) return base;
  }
  return 'en';
}
