import { BasketUpload } from '@portal/widgets/basket-upload';

/** /personal/excel2basket/ (doc 2 §2.2): ordering from a spreadsheet, its title the page's h1. */
export function BasketUploadPage() {
  return <BasketUpload headingLevel={1} />;
}
