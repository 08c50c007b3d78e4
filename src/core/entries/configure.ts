export { configurePortal } from '../configure';
