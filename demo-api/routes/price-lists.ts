import { type DemoApp, type DemoDeps, withCaller } from '../http/context';
import { textField } from '../http/form';
import { isPriceListId, priceListArchive } from '../price-lists/price-lists';

/**
 * POST /rest/pricelist.download.json (ours, docs/server-contract.md "Price-list files"): the zip of
 * one dated price list, for a signed-in client only (wholesale prices), in the answer shape of
 * docs.download.json.
 */
export function priceListRoutes(app: DemoApp, deps: DemoDeps): void {
  app.post(
    '/rest/pricelist.download.json',
    withCaller((c) => {
      const list = textField(c.get('form'), 'list') ?? '';
      if (!isPriceListId(list))
        return c.json({ result: { success: false, error: true, message: 'Прайс-лист не найден.' } });
      const archive = priceListArchive(deps.catalogue, list, deps.now());
      return c.json({
        result: {
          success: true,
          error: false,
          message: '',
          file: Buffer.from(archive.bytes).toString('base64'),
          file_name: archive.fileName,
        },
      });
    }),
  );
}
