'use client';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { WalletApiPath, type UploadDto } from '@/lib/api/centre/wallet';
import type { Envelope } from '@site/platform-contract/envelope';

/** How long an upload may take before it counts as failed (5 MB on a slow phone line). */
const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadHandle {
  promise: Promise<UploadDto>;
  abort: () => void;
}

/**
 * One image to the site's upload route (app/api/uploads) as multipart/form-data, with progress (0–1). XMLHttpRequest
 * rather than fetch: only it reports upload progress in every browser. Fails with ApiError like apiFetch (the
 * envelope's code and value, 'network' when the site cannot be reached, 'aborted' when the caller aborts).
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadDto>((resolve, reject) => {
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.open('POST', WalletApiPath.UPLOADS);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.withCredentials = true;
    // The page's language as its address names it (see lib/api/browser.ts).
    const language = document.documentElement.dataset.language ?? document.documentElement.lang;
    if (language) xhr.setRequestHeader('x-site-language', language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      let body: Envelope<UploadDto> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<UploadDto>;
      } catch {
        body = null;
      }
      if (!body) return reject(new ApiError('network', xhr.status, 'network'));
      if (xhr.status < 200 || xhr.status >= 300 || !body.success || !body.value) {
        return reject(new ApiError(body.errorCode ?? `http_${xhr.status}`, xhr.status, body.message ?? '', body.value));
      }
      onProgress(1);
      resolve(body.value);
    };
    xhr.onerror = () => reject(new ApiError('network', 0, 'network'));
    xhr.ontimeout = () => reject(new ApiError('network', 0, 'timeout'));
    xhr.onabort = () => reject(new ApiError('aborted', 0, 'aborted'));
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/** The upload function for components (stable between renders). */
export function useUpload(): (file: File, onProgress: (fraction: number) => void) => UploadHandle {
  return useCallback((file: File, onProgress: (fraction: number) => void) => uploadImage(file, onProgress), []);
}
