/** Progress of an upload: bytes sent so far and the total (0 when unknown). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface XhrSendOptions {
  headers: Record<string, string>;
  body: FormData;
  timeoutMs: number;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

export type XhrFailure = 'network' | 'timeout' | 'aborted';

/**
 * POSTs a multipart body with XMLHttpRequest, whose upload events report progress (fetch has
 * none). Resolves with the parsed JSON answer; rejects with the kind of failure.
 */
export function xhrSend(url: string, options: XhrSendOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (kind: XhrFailure) => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(kind);
    };
    const onAbort = () => xhr.abort();
    xhr.open('POST', url);
    xhr.timeout = options.timeoutMs;
    xhr.withCredentials = false;
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      options.onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : 0,
      });
    });
    xhr.addEventListener('load', () => {
      options.signal?.removeEventListener('abort', onAbort);
      try {
        resolve(JSON.parse(xhr.responseText) as unknown);
      } catch {
        reject('network' satisfies XhrFailure);
      }
    });
    xhr.addEventListener('error', () => fail('network'));
    xhr.addEventListener('timeout', () => fail('timeout'));
    xhr.addEventListener('abort', () => fail('aborted'));
    if (options.signal?.aborted) {
      reject('aborted' satisfies XhrFailure);
      return;
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(options.body);
  });
}
