import { describe, expect, it } from 'vitest';
import { i18n, switchToChinese } from './i18n';

describe('shell texts', () => {
  it('are English first, and Chinese once loaded', async () => {
    expect(i18n.language).toBe('en');
    const english = i18n.t('shell.skipToContent');
    expect(english).toMatch(/[a-z]/i);
    await switchToChinese();
    expect(i18n.language).toBe('zh');
    expect(i18n.t('shell.skipToContent')).not.toBe(english);
    await i18n.changeLanguage('en');
  });
});
