import { downloadPriceList, priceListsMessages as text } from '@portal/core/content';
import { errorMessageFor } from '@portal/core/session';
import { Button, Notice, useSession } from '@portal/ui';
import { useRef, useState } from 'react';
import { saveFile } from '../account/saveFile';

/**
 * One dated price list of the price-lists page: pricelist.download.json, then the zip, or why not
 * beside the button. The lists carry wholesale prices, so they come through the signed-in API.
 */
export function PriceListDownload({ id, label }: { id: string; label: string }) {
  const { api } = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  async function download() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const result = await downloadPriceList(api, id);
      if (result.ok) saveFile(result.file.bytes, result.file.fileName, 'application/zip');
      else setFailure(text.downloadFailed(label, result.message || errorMessageFor(null)));
    } catch (error) {
      setFailure(text.downloadFailed(label, errorMessageFor(error)));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return (
    <>
      <Button variant="link" busy={busy} busyLabel={text.downloading} onClick={download}>
        {label}
      </Button>
      {failure && <Notice tone="error">{failure}</Notice>}
    </>
  );
}
