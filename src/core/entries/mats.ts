export { readPartnerKey } from '../config';
