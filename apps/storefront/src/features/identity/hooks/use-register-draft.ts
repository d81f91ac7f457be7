import { RegistrationMessages } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { fetchDraftState } from '../api/registration-api';
import { clearDraft, loadDraft, type RegisterDraft, saveDraft } from '../register/register-draft';
import { THANK_YOU_STEP } from '../register/register-values';
import { restoredItem, type UploadItem } from './use-uploads';

/**
 * The wizard's memory across a reload: the draft read once at start, its files listed again
 * with getOldUserInfo, and every later change written back (`save`).
 */
export function useRegisterDraft(restoreFiles: (items: UploadItem[]) => void) {
  const [initial] = useState<RegisterDraft>(loadDraft);
  const [registerKey, setRegisterKey] = useState(initial.registerKey);
  const [step, setStep] = useState(initial.step);
  const [notice, setNotice] = useState<string | null>(null);
  const restoreRef = useRef(restoreFiles);
  restoreRef.current = restoreFiles;

  useEffect(() => {
    if (!initial.registerKey) return;
    let live = true;
    fetchDraftState(initial.registerKey)
      .then(({ files, submitted }) => {
        if (!live) return;
        if (submitted) {
          clearDraft();
          setStep(THANK_YOU_STEP);
          return;
        }
        const kindOf = (id: string) =>
          initial.resellerFiles.includes(id) ? 'reseller' : 'sales_tax';
        restoreRef.current(files.map((f) => restoredItem(f, kindOf(f.file_id))));
      })
      .catch(() => {
        if (!live) return;
        // The draft is gone on the server: the fields stay, the business step starts a new one.
        setRegisterKey('');
        setStep(0);
        setNotice(RegistrationMessages.draftExpired);
      });
    return () => {
      live = false;
    };
  }, [initial]);

  const save = (draft: Omit<RegisterDraft, 'registerKey' | 'step' | 'roweLinkingCode'>) =>
    step < THANK_YOU_STEP &&
    saveDraft({ ...draft, registerKey, step, roweLinkingCode: initial.roweLinkingCode });

  return {
    initial,
    registerKey,
    setRegisterKey,
    step,
    setStep,
    notice,
    setNotice,
    save,
    /** Sent with the submission when the application started from Sign in with Rowe. */
    roweLinkingCode: initial.roweLinkingCode,
  };
}
