import type { Caller, DemoDeps } from '../http/context';
import type { FormObject } from '../http/form';
import { settlementActPage } from '../routes/act';
import { ACCOUNT_PAGES } from './account';
import { basketPage } from './basket';
import { cataloguePage, hitsPage, noveltyPage, trendsPage } from './catalogue';
import { CONTENT_PAGES } from './content';
import { excel2basketPage } from './excel2basket';
import { LAXIMO_PAGES } from './laximo';
import { mainPage } from './main';
import { matsDataPage, matsMainPage } from './mats';
import { searchPage } from './search';
import { stepSearchPage } from './step-search';

/** One backend.page.json call: its page parameters and who asked. */
export interface PageRequest {
  params: FormObject;
  /** null for an anonymous visitor. */
  caller: Caller | null;
  deps: DemoDeps;
}

/** Builds result.page for one page key; the value is sent as JSON. */
export type PageHandler = (request: PageRequest) => unknown;

/** page=KEY → handler. A new page is a module in this folder and one line here. */
export const PAGES: ReadonlyMap<string, PageHandler> = new Map([
  ['main', mainPage],
  ['catalog', cataloguePage],
  ['novelty', noveltyPage],
  ['trands', trendsPage],
  ['hits', hitsPage],
  ['basket', basketPage],
  ['excel2basket', excel2basketPage],
  ['searchallsourcesbystep', stepSearchPage],
  ['search', searchPage],
  ...ACCOUNT_PAGES,
  ['personal_sverka_act', settlementActPage],
  ...LAXIMO_PAGES,
  ...CONTENT_PAGES,
  ['eva_constructor_main', matsMainPage],
  ['eva_constructor_data', matsDataPage],
]);
