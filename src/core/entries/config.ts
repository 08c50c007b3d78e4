export { type PortalConfig, portalUrl, readPortalConfig } from '../config';
