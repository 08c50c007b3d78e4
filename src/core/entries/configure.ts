export { configurePortal, configurePortalDefaults } from '../configure';
