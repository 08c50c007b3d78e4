import { downloadPriceList, priceListsMessages as text } from '@portal/core/content';
import { Button, Notice, useSession } from '@portal/ui';
import { useFileDownload } from '../account/useFileDownload';

/**
 * One dated price list of the price-lists page: pricelist.download.json, then the zip, or why not
 * beside the button. The lists carry wholesale prices, so they come through the signed-in API.
 */
export function PriceListDownload({ id, label }: { id: string; label: string }) {
  const { api } = useSession();
  const { busy, failure, download } = useFileDownload(
    () => downloadPriceList(api, id),
    (reason) => text.downloadFailed(label, reason),
    'application/zip',
  );
  return (
    <>
      <Button variant="link" busy={busy} busyLabel={text.downloading} onClick={download}>
        {label}
      </Button>
      {failure && <Notice tone="error">{failure}</Notice>}
    </>
  );
}
