export type { PortalConfig } from '../config';
