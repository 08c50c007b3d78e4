import type { DownloadResult } from '@portal/core/account';
import { errorMessageFor } from '@portal/core/session';
import { useRef, useState } from 'react';
import { saveFile } from './saveFile';

/**
 * A file the server hands through the signed-in API (a document, a price list, the act): one
 * request at a time, however often it is pressed, then the file saved, or why not (`failed` puts
 * the reason into the page's words) for the page to show beside its button.
 */
export function useFileDownload(
  request: () => Promise<DownloadResult>,
  failed: (reason: string) => string,
  type?: string,
): { busy: boolean; failure: string | null; download: () => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  async function download() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const result = await request();
      if (result.ok) saveFile(result.file.bytes, result.file.fileName, type);
      else setFailure(failed(result.message || errorMessageFor(null)));
    } catch (error) {
      setFailure(failed(errorMessageFor(error)));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return { busy, failure, download };
}
