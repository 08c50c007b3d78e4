/**
 * Publishable partner keys (DESIGN "Mat constructor"): a partner's page passes one to the loader
 * (`data-partner-key`). The key is bound to the partner's trade account and to the origins its
 * pages are served from, and it reads the mat catalogue and its prices, nothing else. It is not a
 * secret: anyone can read it in the page, which is why the origin is checked.
 */
export interface MatPartner {
  key: string;
  name: string;
  /** The trade account whose prices the partner's pages show. */
  login: string;
  origins: readonly string[];
}

/** The demo partner's key; its origins are the app's partner origins (the partner site of `npm start`). */
export const DEMO_PARTNER_KEY = 'pk_demo_7f3a9c2e51';
/** A second partner, bound to a site of its own. */
export const SECOND_PARTNER_KEY = 'pk_demo_b84d0e6a13';

export function matPartners(partnerOrigins: readonly string[]): MatPartner[] {
  return [
    { key: DEMO_PARTNER_KEY, name: 'Автоаксессуары партнёра', login: 'demo', origins: partnerOrigins },
    {
      key: SECOND_PARTNER_KEY,
      name: 'Второй партнёр',
      login: 'basic',
      origins: ['https://partner-two.example'],
    },
  ];
}
