import { Messages, RegistrationMessages } from '@portal/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { deleteRegisterFile, uploadRegisterFile } from '../api/registration-api';
import { useUploads } from './use-uploads';

vi.mock('../api/registration-api', () => ({
  uploadRegisterFile: vi.fn(),
  deleteRegisterFile: vi.fn(async () => ({ deleted: true })),
}));

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  vi.mocked(uploadRegisterFile).mockReset();
});

describe('documents of the wizard', () => {
  it('refuses a wrong type before uploading; uploads the rest with progress', async () => {
    let finish: (value: {
      file_id: string;
      file_name: string;
      size: number;
      mime: string;
    }) => void = () => {};
    let progress: (fraction: number) => void = () => {};
    vi.mocked(uploadRegisterFile).mockImplementation(
      (_key, _file, onProgress) =>
        new Promise((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    const { result } = renderHook(() => useUploads('key-1'));
    act(() =>
      result.current.add('sales_tax', [
        file('a.txt', 'text/plain'),
        file('a.pdf', 'application/pdf'),
      ]),
    );
    expect(uploadRegisterFile).toHaveBeenCalledTimes(1);
    expect(vi.mocked(uploadRegisterFile).mock.calls[0]?.[0]).toBe('key-1');
    act(() => progress(0.5));
    const [refused, sending] = result.current.items;
    expect(refused).toMatchObject({ status: 'error', error: RegistrationMessages.fileType });
    expect(sending).toMatchObject({ status: 'uploading', progress: 0.5 });
    expect(result.current.uploading).toBe(true);

    await act(async () => finish({ file_id: 'f1', file_name: 'a.pdf', size: 10, mime: '' }));
    await waitFor(() => expect(result.current.uploading).toBe(false));
    expect(result.current.salesTaxIds).toEqual(['f1']);
    expect(result.current.resellerIds).toEqual([]);
  });

  it("shows the server's refusal, or 'Upload failed' when the upload breaks", async () => {
    vi.mocked(uploadRegisterFile)
      .mockRejectedValueOnce(new ApiError(40000, RegistrationMessages.fileType))
      .mockRejectedValueOnce(new ApiError(0, Messages.requestFailed, 'network'));
    const { result } = renderHook(() => useUploads('k'));
    act(() =>
      result.current.add('reseller', [
        file('fake.pdf', 'application/pdf'),
        file('b.png', 'image/png'),
      ]),
    );
    await waitFor(() => expect(result.current.uploading).toBe(false));
    expect(result.current.items.map((i) => i.error)).toEqual([
      RegistrationMessages.fileType,
      Messages.uploadFailed,
    ]);
  });

  it('at most 10 files are held', () => {
    vi.mocked(uploadRegisterFile).mockImplementation(() => new Promise(() => {}));
    const { result } = renderHook(() => useUploads('k'));
    act(() =>
      result.current.add(
        'sales_tax',
        Array.from({ length: 11 }, (_, i) => file(`${i}.png`, 'image/png')),
      ),
    );
    expect(uploadRegisterFile).toHaveBeenCalledTimes(10);
    expect(result.current.items.at(-1)).toMatchObject({ error: RegistrationMessages.tooManyFiles });
  });

  it('removing an uploaded file deletes it on the server (fileDel)', async () => {
    vi.mocked(uploadRegisterFile).mockResolvedValue({
      file_id: 'f9',
      file_name: 'c.png',
      size: 1,
      mime: 'image/png',
    });
    const { result } = renderHook(() => useUploads('k'));
    act(() => result.current.add('sales_tax', [file('c.png', 'image/png')]));
    await waitFor(() => expect(result.current.salesTaxIds).toEqual(['f9']));
    await act(() => result.current.remove(result.current.items[0]!));
    expect(deleteRegisterFile).toHaveBeenCalledWith('k', 'f9');
    expect(result.current.items).toEqual([]);
  });
});
