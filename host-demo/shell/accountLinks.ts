import {
  basketUploadPage,
  changePasswordPage,
  documentsPage,
  ordersPage,
  personalDeliveryPage,
  personalInfoPage,
  portalNewsPage,
  priceListSubscriptionPage,
  settlementsPage,
} from '@portal/core/paths';
import { shellMessages } from '@portal/core/session';

const { account } = shellMessages;

/** The account menu: the account pages of doc 2 §2.1, in the order the client uses them. */
export const ACCOUNT_LINKS: readonly { path: string; label: string }[] = [
  { path: personalInfoPage.pattern, label: account.personalInfo },
  { path: ordersPage.pattern, label: account.orders },
  { path: documentsPage.pattern, label: account.documents },
  { path: settlementsPage.pattern, label: account.settlements },
  { path: personalDeliveryPage.pattern, label: account.delivery },
  { path: priceListSubscriptionPage.pattern, label: account.priceList },
  { path: basketUploadPage.pattern, label: account.basketUpload },
  { path: portalNewsPage.pattern, label: account.portalNews },
  { path: changePasswordPage.pattern, label: account.changePassword },
];
