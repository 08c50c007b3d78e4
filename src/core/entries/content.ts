export type { DeliveryCity } from '../api/company';
export { loadFooterMenu, loadShellHeader, type ShellHeader } from '../api/shell';
export { companyMessages } from '../messages/company';
export { contentMessages } from '../messages/content';
export {
  addressMapUrl,
  DELIVERY_MAP,
  MAP_ZOOM,
  OFFICE_SCHEMATIC,
  placeTowns,
  SCHEDULE_DAYS,
  townsByRegion,
  zoomedViewBox,
} from '../rules/delivery-map';
export { formatDate } from '../rules/format';
export type { MenuEntry } from '../rules/menu';
export { DEFAULT_FOOTER_MENU, DEFAULT_TOP_MENU, menuTarget } from '../rules/menu';
export { telHref } from '../rules/phone';
