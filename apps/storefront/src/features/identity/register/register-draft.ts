import { initialRegisterValues, type RegisterValues } from './register-values';

/**
 * What the wizard keeps across a reload (sessionStorage, this tab only): the fields, the step,
 * the draft's register_key, which uploaded file is which certificate, and the RoweLinkingCode of
 * an application started from Sign in with Rowe. The files themselves are listed again with
 * getOldUserInfo.
 */
export interface RegisterDraft {
  values: RegisterValues;
  step: number;
  registerKey: string;
  salesTaxFiles: string[];
  resellerFiles: string[];
  /** Sent with the submission: the new account is linked to that Rowe identity ('' none). */
  roweLinkingCode: string;
}

const KEY = 'registerDraft';

export const emptyDraft = (): RegisterDraft => ({
  values: { ...initialRegisterValues },
  step: 0,
  registerKey: '',
  salesTaxFiles: [],
  resellerFiles: [],
  roweLinkingCode: '',
});

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];

export function loadDraft(): RegisterDraft {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return emptyDraft();
    const saved = JSON.parse(raw) as Partial<RegisterDraft>;
    return {
      values: { ...initialRegisterValues, ...(saved.values ?? {}) },
      step: Number.isInteger(saved.step) ? Math.max(0, Math.min(3, saved.step ?? 0)) : 0,
      registerKey: typeof saved.registerKey === 'string' ? saved.registerKey : '',
      salesTaxFiles: strings(saved.salesTaxFiles),
      resellerFiles: strings(saved.resellerFiles),
      roweLinkingCode: typeof saved.roweLinkingCode === 'string' ? saved.roweLinkingCode : '',
    };
  } catch {
    return emptyDraft();
  }
}

export function saveDraft(draft: RegisterDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the wizard still works, only a reload loses it.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * Starts (or updates) the draft with what another screen already knows, e.g. the name and
 * email of a Rowe identity: the wizard opens with them filled in, and the identity's linking
 * code travels with the application (spec 5's RoweLinkingCode).
 */
export function prefillDraft(
  values: Partial<Pick<RegisterValues, 'email' | 'first_name' | 'last_name'>>,
  roweLinkingCode?: string,
): void {
  const draft = loadDraft();
  const known = Object.fromEntries(Object.entries(values).filter(([, v]) => v?.trim()));
  saveDraft({
    ...draft,
    values: { ...draft.values, ...known },
    roweLinkingCode: roweLinkingCode?.trim() || draft.roweLinkingCode,
  });
}
