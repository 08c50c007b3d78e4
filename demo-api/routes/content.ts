import type { WireAnswer, WireMenuEntry } from '../../src/core/api/wire-types';
import { KNOWN_COMPANIES, LANDING_BRANDS, LANDING_CERTIFICATES } from '../data/company';
import { BANNERS, NEWS } from '../data/content';
import { DELIVERY_CITIES } from '../data/delivery-map';
import { FOOTER_MENU } from '../data/menus';
import { sectionIcon } from '../data/sections';
import type { DemoApp, DemoDeps } from '../http/context';
import { badRequest } from '../http/errors';
import { textField } from '../http/form';

/** The refusal of a company request for an INN the sales team already has (server contract). */
const REPEATED_INN = 'Заявка от организации с этим ИНН уже получена: менеджер свяжется с Вами.';

/** The content source (information block) of the delivery map (doc 2 §2.1, §9). */
const DELIVERY_MAP_SOURCE = '14';
/** Where the server's lookup relay would send the INN, and the token only the server holds (DESIGN). */
const LOOKUP_SERVICE = 'https://company-lookup.example/api/party';
const LOOKUP_TOKEN = process.env.DEMO_LOOKUP_TOKEN ?? 'demo-lookup-token';

const ENQUIRY_FIELDS = ['company', 'inn', 'kpp', 'name', 'phone', 'email', 'comment'] as const;
/** The required fields, by the labels the visitor's form gives them: the refusal names them so. */
const REQUIRED_FIELDS = {
  company: 'Название организации',
  inn: 'ИНН',
  name: 'Контактное лицо',
  phone: 'Телефон',
  email: 'E-mail',
} as const;

/**
 * The footer menu, the delivery map, the landing data and the two unauthenticated calls of the
 * company request form: the request itself and our relay to the INN lookup.
 */
export function contentRoutes(app: DemoApp, deps: DemoDeps): void {
  const { store } = deps;

  app.post('/rest/menurest.list.json', (c) =>
    c.json({
      result: textField(c.get('form'), 'MENU_TYPE') === 'footer.front' ? FOOTER_MENU : [],
    } satisfies WireAnswer<readonly WireMenuEntry[]>),
  );

  // The delivery map is public (docs/server-contract.md, "Public company pages"): a visitor's
  // /opt/delivery/ asks without a token.
  app.post('/rest/content.getdeliverymap.json', (c) => {
    const form = c.get('form');
    const limit = Number(textField(form, 'limit'));
    const cities = textField(form, 'iblock_id') === DELIVERY_MAP_SOURCE ? DELIVERY_CITIES : [];
    return c.json({
      result: { cities: Number.isInteger(limit) && limit > 0 ? cities.slice(0, limit) : cities },
    });
  });

  // Doc 2 §7: no body, no token; the two segments are the site's and are not checked.
  app.post('/rest/:id/:key/unauth.landing.json', (c) =>
    c.json({
      result: {
        catalog_list: deps.catalogue.sections
          .filter((section) => section.parentId === null)
          .map((section) => ({
            ID: String(section.id),
            NAME: section.name,
            UF_SVG_ICON: sectionIcon(section),
          })),
        map: { cities: DELIVERY_CITIES },
        brands: LANDING_BRANDS,
        cert: LANDING_CERTIFICATES,
        news_banners: BANNERS.map(({ PROPERTY_LINK_VALUE: _link, ...banner }) => banner),
        news: NEWS.slice(0, 6).map(
          ({ ID, NAME, PREVIEW_PICTURE_PATH, DETAIL_TEXT, DETAIL_PICTURE_PATH }) => ({
            ID,
            NAME,
            PREVIEW_PICTURE_PATH,
            DETAIL_TEXT,
            DETAIL_PICTURE_PATH,
          }),
        ),
      },
    }),
  );

  // Doc 1 §7: the company request. A second request for an INN already received is refused with
  // the reason (docs/server-contract.md, "Company request: a repeated INN"): the sales team is
  // already on it, and 'Произошла ошибка.' would send the visitor to try again.
  app.post('/rest/:segment/:other/enquiry.wholesale.json', (c) => {
    const form = c.get('form');
    const request = Object.fromEntries(
      ENQUIRY_FIELDS.map((field) => [field, textField(form, field)?.trim() ?? '']),
    );
    const missing = Object.entries(REQUIRED_FIELDS).filter(([field]) => request[field] === '');
    if (missing.length > 0)
      return badRequest(c, `Не заполнены поля: ${missing.map(([, label]) => label).join(', ')}.`);
    const seen = store.relays.records.some(
      (record) =>
        record.service === 'enquiry' && (record.request as Record<string, string>).inn === request.inn,
    );
    if (seen) return c.json({ error: 'already_received', error_description: REPEATED_INN }, 409);
    store.relays.record({ service: 'enquiry', at: deps.now(), request });
    return c.json({ result: { success: true } });
  });

  // DESIGN "Server relays": the client sends the query; the server adds its token and asks the
  // lookup service, then answers the suggestions as name, inn, kpp.
  app.post('/rest/company.suggest.json', (c) => {
    const query = textField(c.get('form'), 'query')?.trim() ?? '';
    if (query === '') return badRequest(c, 'Не указан запрос.');
    store.relays.record({
      service: 'company-lookup',
      at: deps.now(),
      request: { url: LOOKUP_SERVICE, headers: { Authorization: `Token ${LOOKUP_TOKEN}` }, body: { query } },
    });
    const needle = query.toLowerCase();
    const suggestions = KNOWN_COMPANIES.filter(
      (company) => company.inn.startsWith(query) || company.name.toLowerCase().includes(needle),
    );
    return c.json({ result: { suggestions } });
  });
}
