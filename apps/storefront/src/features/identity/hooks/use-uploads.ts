import { Messages } from '@portal/contract';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { deleteRegisterFile, type UploadedFile, uploadRegisterFile } from '../api/registration-api';
import { fileProblem } from '../register/register-checks';
import type { FileKind } from '../register/register-values';

export interface UploadItem {
  key: string;
  kind: FileKind;
  name: string;
  size: number;
  /** 0 to 1 while uploading. */
  progress: number;
  status: 'uploading' | 'done' | 'error';
  fileId?: string;
  error?: string;
}

let counter = 0;
const nextKey = () => `upload-${++counter}`;

const failureText = (error: unknown) =>
  error instanceof ApiError && error.kind === 'api' && error.errmsg
    ? error.errmsg
    : Messages.uploadFailed;

/** An uploaded file listed again after a reload. */
export const restoredItem = (file: UploadedFile, kind: FileKind): UploadItem => ({
  key: nextKey(),
  kind,
  name: file.file_name,
  size: file.size,
  progress: 1,
  status: 'done',
  fileId: file.file_id,
});

/**
 * The wizard's documents: each chosen file is checked here (type, size, count), then uploaded
 * with its progress; refused files stay listed with the reason until dismissed.
 */
export function useUploads(registerKey: string) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const controllers = useRef(new Map<string, AbortController>());

  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const add = (kind: FileKind, files: readonly File[]) => {
    let held = itemsRef.current.filter((item) => item.status !== 'error').length;
    const added: UploadItem[] = [];
    for (const file of files) {
      const base = { key: nextKey(), kind, name: file.name, size: file.size, progress: 0 };
      const problem = fileProblem(file, held);
      if (problem) {
        added.push({ ...base, status: 'error', error: problem });
        continue;
      }
      held += 1;
      added.push({ ...base, status: 'uploading' });
      const controller = new AbortController();
      controllers.current.set(base.key, controller);
      uploadRegisterFile(
        registerKey,
        file,
        (p) => update(base.key, { progress: p }),
        controller.signal,
      )
        .then((saved) => update(base.key, { status: 'done', progress: 1, fileId: saved.file_id }))
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.kind === 'aborted') return;
          update(base.key, { status: 'error', error: failureText(error) });
        })
        .finally(() => controllers.current.delete(base.key));
    }
    setItems((list) => [...list, ...added]);
  };

  /** Stops an upload, deletes an uploaded file on the server (fileDel), or dismisses a refusal. */
  const remove = async (item: UploadItem) => {
    controllers.current.get(item.key)?.abort();
    if (item.fileId) {
      try {
        await deleteRegisterFile(registerKey, item.fileId);
      } catch {
        update(item.key, { error: 'Delete failed' });
        return;
      }
    }
    setItems((list) => list.filter((i) => i.key !== item.key));
  };

  const idsOf = (kind: FileKind) =>
    items.filter((i) => i.kind === kind && i.status === 'done' && i.fileId).map((i) => i.fileId!);

  return {
    items,
    setItems,
    add,
    remove,
    uploading: items.some((i) => i.status === 'uploading'),
    salesTaxIds: idsOf('sales_tax'),
    resellerIds: idsOf('reseller'),
  };
}
