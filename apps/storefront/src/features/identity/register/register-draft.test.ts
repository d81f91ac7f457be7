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
    draft.roweLinkingCode = 'link-9';
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
    expect(after.roweLinkingCode).toBe('');
  });

  it('a prefill from Sign in with Rowe carries its RoweLinkingCode (spec 5)', () => {
    prefillDraft({ email: 'riley@rowe.test' }, ' link-1 ');
    expect(loadDraft().roweLinkingCode).toBe('link-1');
    // A later prefill without a code keeps it; a new code replaces it.
    prefillDraft({ first_name: 'Riley' });
    expect(loadDraft().roweLinkingCode).toBe('link-1');
    prefillDraft({}, 'link-2');
    expect(loadDraft()).toMatchObject({
      roweLinkingCode: 'link-2',
      values: { email: 'riley@rowe.test', first_name: 'Riley' },
    });
  });
});
