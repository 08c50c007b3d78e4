import type { ApiClient } from './client';
import { type DownloadResult, downloadFile } from './documents';

/**
 * POST /rest/pricelist.download.json with `list` (ours, docs/server-contract.md "Price-list files"):
 * the dated zip of one price list of the price-lists page, for a signed-in client.
 */
export function downloadPriceList(api: ApiClient, list: string): Promise<DownloadResult> {
  return downloadFile(api, '/rest/pricelist.download.json', { list }, `price-${list}.zip`);
}
