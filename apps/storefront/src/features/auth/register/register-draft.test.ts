import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, emptyDraft, loadDraft, prefillDraft, saveDraft } from './register-draft';

afterEach(() => window.sessionStorage.clear());

describe('the wizard draft across a reload', () => {
  it('keeps fields, step, register_key and which file is which', () => {
    const draft = emptyDraft();
    draft.values.business_name = 'Studio';
    draft.step = 2;
    draft.registerKey = 'key-1';
    draft.salesTaxFiles = ['f1'];
    draft.resellerFiles = ['f2'];
    saveDraft(draft);
    expect(loadDraft()).toEqual(draft);
    clearDraft();
    expect(loadDraft()).toEqual(emptyDraft());
  });

  it('survives damaged storage', () => {
    window.sessionStorage.setItem('registerDraft', '{oops');
    expect(loadDraft()).toEqual(emptyDraft());
    window.sessionStorage.setItem(
      'registerDraft',
      JSON.stringify({ step: 9, values: { city: 'X' }, salesTaxFiles: [1, 'a'] }),
    );
    const draft = loadDraft();
    expect(draft.step).toBe(3);
    expect(draft.values.city).toBe('X');
    expect(draft.values.country).toBe('US');
    expect(draft.salesTaxFiles).toEqual(['a']);
  });

  it('prefills the contact fields and keeps the rest of a draft', () => {
    const draft = emptyDraft();
    draft.values.business_name = 'Studio';
    draft.values.last_name = 'Kept';
    draft.step = 1;
    saveDraft(draft);
    prefillDraft({ email: 'riley@rowe.test', first_name: 'Riley', last_name: ' ' });
    const after = loadDraft();
    expect(after.step).toBe(1);
    expect(after.values).toMatchObject({
      business_name: 'Studio',
      email: 'riley@rowe.test',
      first_name: 'Riley',
      last_name: 'Kept',
    });
  });
});
