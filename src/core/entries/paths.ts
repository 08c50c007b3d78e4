export { basketPage, loginPage } from '../rules/portal-page';
export {
  AFTER_LOGIN_PATH,
  basketUploadPage,
  COMPANY_REQUEST_PATH,
  cataloguePage,
  catalogueSectionPage,
  deliveryPage,
  guardRedirect,
  homePage,
  notFoundPage,
  orderPage,
  ordersPage,
  PORTAL_PATHS,
  type PortalPathName,
  portalNewsItemPage,
  portalNewsPage,
  portalPath,
} from '../rules/portal-paths';
