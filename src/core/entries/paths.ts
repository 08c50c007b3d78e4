export {
  AFTER_LOGIN_PATH,
  guardRedirect,
  loginPage,
  PORTAL_PATHS,
  type PortalPathName,
} from '../rules/portal-paths';
