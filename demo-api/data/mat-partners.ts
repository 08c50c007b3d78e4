/**
 * Publishable partner keys (DESIGN "Mat constructor"): a partner's page passes one to the loader
 * (`data-partner-key`). The key is bound to the partner's trade account and to the origins its
 * pages are served from, and it reads the mat catalogue and its prices, nothing else. It is not a
 * secret: anyone can read it in the page, which is why the origin is checked, and why its record
 * holds the partner's markup: every answer to the key carries retail prices only.
 */
export interface MatPartner {
  key: string;
  name: string;
  /** The trade account whose prices the partner's pages show. */
  login: string;
  origins: readonly string[];
  /** The partner's markup in percent on its trade account's prices: what its visitors pay. */
  markupPercent: number;
}

/** The demo partner's key; its origins are the app's partner origins (the partner site of `npm start`). */
export const DEMO_PARTNER_KEY = 'pk_demo_7f3a9c2e51';
/** A second partner, bound to a site of its own. */
export const SECOND_PARTNER_KEY = 'pk_demo_b84d0e6a13';

const PARTNERS: readonly MatPartner[] = [
  { key: DEMO_PARTNER_KEY, name: 'Автоаксессуары партнёра', login: 'demo', origins: [], markupPercent: 20 },
  {
    key: SECOND_PARTNER_KEY,
    name: 'Второй партнёр',
    login: 'basic',
    origins: ['https://partner-two.example'],
    markupPercent: 35,
  },
];

/** The partner records, the demo partner's bound to the app's partner origins. */
export function matPartners(partnerOrigins: readonly string[]): MatPartner[] {
  return PARTNERS.map((partner) =>
    partner.key === DEMO_PARTNER_KEY ? { ...partner, origins: partnerOrigins } : partner,
  );
}

/** The markup in percent of a partner key's record, or `undefined` for an unknown key. */
export function partnerMarkup(key: string): number | undefined {
  return PARTNERS.find((partner) => partner.key === key)?.markupPercent;
}
