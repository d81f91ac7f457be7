import { FORCED_LANGUAGE } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it('uses the contract forced language (en) over everything', () => {
    expect(FORCED_LANGUAGE).toBe('en');
    expect(resolveLanguage('zh', ['zh-CN'])).toBe('en');
  });

  it('without forcing: stored choice, then browser, then English', () => {
    expect(resolveLanguage('zh', ['en-US'], null)).toBe('zh');
    expect(resolveLanguage(null, ['fr-FR', 'zh-TW'], null)).toBe('zh');
    expect(resolveLanguage('de', ['fr'], null)).toBe('en');
  });
});
