import { BasketUpload } from '@portal/widgets/basket-upload';

/** /personal/excel2basket/ (doc 2 §2.2): ordering from a spreadsheet. */
export function BasketUploadPage() {
  return <BasketUpload />;
}
