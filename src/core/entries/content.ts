export { loadFooterMenu, loadShellHeader, type ShellHeader } from '../api/shell';
export { companyMessages } from '../messages/company';
export type { MenuEntry } from '../rules/menu';
export { DEFAULT_FOOTER_MENU, DEFAULT_TOP_MENU, menuTarget } from '../rules/menu';
export { telHref } from '../rules/phone';
