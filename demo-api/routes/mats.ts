import type { MiddlewareHandler } from 'hono';
import type { WireMatCars, WireMatPatternCode } from '../../src/core/api/wire-types';
import { type MatPartner, matPartners } from '../data/mat-partners';
import {
  accessoryPicture,
  bannerPicture,
  type CellFolder,
  previewCells,
  previewEdging,
  previewOutline,
  previewRim,
} from '../data/mat-pictures';
import {
  findMatPattern,
  MAT_COLOURS,
  MAT_CONFIGURATION_ITEMS,
  MAT_EDGING_COLOURS,
  MAT_HEEL_PADS,
  MAT_MAKES,
  MAT_MATERIALS,
  MAT_UPSALE_ITEMS,
  matAccessory,
  matGenerations,
  matModels,
  matNamePlates,
  matPattern,
  matPreviewPath,
  matPrices,
  matTypes,
} from '../data/mats';
import { toKopecks } from '../format';
import type { DemoApp, DemoEnv } from '../http/context';
import { apiError, badRequest, NO_AUTH_FOUND } from '../http/errors';
import { type FormNode, type FormObject, textField } from '../http/form';
import { type MatKit, MatKits } from '../state/mat-kits';

/** The mat constructor's part of one demo app: its partner keys and the mat sets in baskets. */
export interface MatsDemo {
  partners: readonly MatPartner[];
  kits: MatKits;
}

export function createMatsDemo(partnerOrigins: readonly string[]): MatsDemo {
  return { partners: matPartners(partnerOrigins), kits: new MatKits() };
}

const PAGE_PATH = '/rest/backend.page.json';
const PARTNER_CALLS = new Set(['/rest/backend.evacarpet.json', '/rest/backend.constructor.json']);
const PARTNER_PAGES = new Set(['eva_constructor_main', 'eva_constructor_data']);

/** What a partner key may read: the mat catalogue and its prices. */
function partnerMayCall(path: string, form: FormObject): boolean {
  return PARTNER_CALLS.has(path) || (path === PAGE_PATH && PARTNER_PAGES.has(textField(form, 'page') ?? ''));
}

/** A call made with a partner key (checked by `partnerKeys`), or by a signed-in client. */
export function mayReadMats(caller: unknown, form: FormObject): boolean {
  return caller !== null || textField(form, 'partner_key') !== undefined;
}

/**
 * Calls carrying `partner_key`: the key must exist, the page calling must be on one of its origins,
 * and the call must read the mat catalogue. The answer is readable by that origin only (CORS); a
 * refusal is readable by the page that asked, so that the widget can say why instead of failing
 * blank — it carries nothing but the reason.
 */
function partnerKeys(partners: readonly MatPartner[]): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const form = c.get('form');
    const key = textField(form, 'partner_key');
    if (key === undefined) return next();
    const origin = c.req.header('origin');
    const allowOrigin = () => {
      if (!origin) return;
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
    };
    const refuse = (reason: string) => {
      allowOrigin();
      return apiError(c, 403, 'partner_key_refused', reason);
    };
    const partner = partners.find((candidate) => candidate.key === key);
    if (!partner) return refuse('Ключ партнёра не найден. Проверьте атрибут data-partner-key на странице.');
    if (!origin || !partner.origins.includes(origin)) {
      return refuse(
        `Ключ партнёра не действует на сайте ${origin ?? 'без адреса'}: этот сайт не указан в настройках ключа.`,
      );
    }
    if (!partnerMayCall(c.req.path, form)) return refuse('Ключ партнёра открывает только каталог ковриков.');
    await next();
    allowOrigin();
  };
}

/** The list parameters of a form (`mats[0][QTY]` read as `{ mats: { 0: { QTY } } }`), in order. */
function entries(node: FormNode | undefined): FormObject[] {
  if (node === undefined || typeof node === 'string' || node instanceof File) return [];
  const values: FormNode[] = Array.isArray(node) ? node : Object.values(node);
  return values.filter(
    (value): value is FormObject =>
      typeof value === 'object' && !Array.isArray(value) && !(value instanceof File),
  );
}

/** The most of one line of a set (docs/server-contract.md): more is refused. */
export const MAT_MAX_QUANTITY = 99;

function quantity(line: FormObject): number | undefined {
  const text = textField(line, 'QTY') ?? '';
  const value = Number(text);
  return /^\d+$/.test(text) && value > 0 && Number.isSafeInteger(value) ? value : undefined;
}

function field(node: FormNode, name: string): FormNode | undefined {
  return typeof node === 'object' && !Array.isArray(node) && !(node instanceof File) ? node[name] : undefined;
}

const MAT_COLOUR_NAMES = new Map(MAT_COLOURS.map((colour) => [colour.ID, colour.UF_NAME.toLowerCase()]));

interface PricedLine {
  id: string;
  name: string;
  qty: number;
  price: number;
}

/**
 * Reads a configurator's basket line (doc 2 §7 add-to-basket payload) and prices it from the
 * catalogue; the client's `cost` must be that sum. Answers the kit, or why it is refused.
 */
export function readKit(form: FormObject): MatKit | string {
  const pattern = matPattern(textField(form, 'article') ?? '');
  if (!pattern) return 'Лекало не найдено.';
  const material = MAT_MATERIALS.find(
    (candidate) => candidate.UF_XML_ID === textField(form, 'materialarticle'),
  );
  if (!material) return 'Материал не найден.';
  const type = matTypes(pattern).find(
    (candidate) => candidate.ID === textField(entries(form.vid)[0] ?? {}, 'ID'),
  );
  if (!type) return 'Тип коврика не найден.';
  const transmissionId = textField(entries(form.transmission)[0] ?? {}, 'ID');
  if (!pattern.transmissions.some((transmission) => transmission.ID === transmissionId))
    return 'Коробка передач не найдена.';
  const colour = textField(form, 'materialcolorarticle') ?? '';
  if (!material.UF_CML2_COLOR.includes(colour)) return 'Цвет материала не найден.';
  const edging = MAT_EDGING_COLOURS.find((candidate) => candidate.ID === textField(form, 'kantcolorarticle'));
  if (!edging) return 'Цвет окантовки не найден.';

  const prices = matPrices(pattern)[material.UF_XML_ID] ?? {};
  const priced = (
    lines: FormObject[],
    idField: string,
    priceOf: (id: string) => { price: number; name: string } | undefined,
  ): PricedLine[] | string => {
    const result: PricedLine[] = [];
    for (const line of lines) {
      const id = textField(line, idField) ?? '';
      const found = priceOf(id);
      const qty = quantity(line);
      if (!found) return `Позиция ${id} недоступна для этого автомобиля.`;
      if (!qty) return 'Кол-во должно быть больше 0';
      if (qty > MAT_MAX_QUANTITY) return `Не больше ${MAT_MAX_QUANTITY} шт. в одной позиции комплекта.`;
      result.push({ id, name: found.name, qty, price: found.price });
    }
    return result;
  };
  const itemPrice =
    (group: string, names: readonly { UF_XML_ID: string; UF_NAME: string }[]) => (id: string) => {
      const price = prices[group]?.[id];
      const name = names.find((item) => item.UF_XML_ID === id)?.UF_NAME;
      return price && name ? { price: price.OPT_PRICE, name } : undefined;
    };
  const accessory = (list: readonly { ID: string; NAME: string; PRICE: number }[]) => (id: string) => {
    const found = list.find((item) => item.ID === id);
    return found && { price: found.PRICE, name: found.NAME };
  };
  const assortment = form.productsasortiment ?? '';
  const groups = [
    priced(entries(form.mats), 'UF_XML_ID', itemPrice(type.ID, MAT_CONFIGURATION_ITEMS)),
    priced(entries(form.upsale), 'UF_XML_ID', itemPrice('UPSALE', MAT_UPSALE_ITEMS)),
    priced(entries(field(assortment, 'nametemplates')), 'ID', accessory(matNamePlates(pattern.make))),
    priced(entries(field(assortment, 'under_heel')), 'ID', accessory(MAT_HEEL_PADS)),
  ];
  const failed = groups.find((group): group is string => typeof group === 'string');
  if (failed) return failed;
  const [mats = [], ...others] = groups.filter((group): group is PricedLine[] => typeof group !== 'string');
  if (mats.length === 0) return 'Не выбран ни один коврик.';
  const lines = [...mats, ...others.flat()];
  const kopecks = lines.reduce((sum, line) => sum + toKopecks(line.price) * line.qty, 0);
  if (toKopecks(Number(textField(form, 'cost'))) !== kopecks)
    return 'Цены комплекта изменились. Обновите страницу конструктора.';

  const car = `${pattern.make.UF_NAME} ${pattern.model.UF_NAME} ${pattern.generation.UF_NAME}`;
  const what = lines.map((line) => (line.qty > 1 ? `${line.name} × ${line.qty}` : line.name)).join(', ');
  return {
    fingerprint: JSON.stringify([
      pattern.article,
      type.ID,
      transmissionId,
      material.ID,
      colour,
      edging.ID,
      groups,
    ]),
    name: `Коврики EVA ${type.TYPE} ${car}: ${what}; ${material.UF_NAME}, ${MAT_COLOUR_NAMES.get(colour) ?? colour}, окантовка ${edging.UF_NAME.toLowerCase()}`,
    article: pattern.article,
    price: kopecks / 100,
    photo: `${matPreviewPath(pattern)}outline.svg`,
  };
}

/**
 * basket.add.json with `type=constructor`: the configured set becomes a product of its own (priced
 * by the server), and the basket route adds it like any part.
 */
function constructorLines(kits: MatKits): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const form = c.get('form');
    if (c.req.method !== 'POST' || textField(form, 'type') !== 'constructor') return next();
    if (!c.get('caller')) return c.json(NO_AUTH_FOUND, 401);
    const kit = readKit(form);
    if (typeof kit === 'string') return badRequest(c, kit);
    const product = kits.register(kit);
    c.set('form', { ...form, productId: String(product.id), quantity: '1' });
    await next();
  };
}

const CELL_FOLDERS: readonly string[] = ['romb', 'sota'] satisfies CellFolder[];

/** A picture under /demo-assets/mats/ by its path there, or undefined. */
function matPicture(path: string): string | undefined {
  const [folder, first = '', second = '', third] = path.split('/');
  if (folder === 'banners') return bannerPicture(first.replace(/\.svg$/, ''));
  if (folder === 'labels' || folder === 'heels') {
    const [, id = '', konst] = /^(\d+)(-konst)?\.svg$/.exec(first) ?? [];
    const accessory = matAccessory(id);
    return accessory && accessoryPicture(accessory, konst !== undefined);
  }
  if (folder !== 'preview') return undefined;
  const pattern = matPattern(first);
  if (!pattern) return undefined;
  if (second === 'outline.svg' && third === undefined) return previewOutline(pattern);
  const item = third?.replace(/\.svg$/, '') ?? '';
  if (second === 'kant') return previewEdging(pattern, item);
  if (second === 'bort') return previewRim(pattern, item);
  if (CELL_FOLDERS.includes(second)) return previewCells(pattern, item, second as CellFolder);
  return undefined;
}

/**
 * The mat constructor's calls (doc 2 §7): backend.evacarpet.json (models of a make, generations of
 * a model), backend.constructor.json (the pattern code of a generation), the partner keys, the
 * configured sets in basket.add.json, and the pictures. Registered before the basket and the
 * pictures of the other areas.
 */
export function matRoutes(app: DemoApp, mats: MatsDemo): void {
  app.use('/rest/*', partnerKeys(mats.partners));
  app.use('/rest/basket.add.json', constructorLines(mats.kits));

  app.post('/rest/backend.evacarpet.json', (c) => {
    const form = c.get('form');
    if (!mayReadMats(c.get('caller'), form)) return c.json(NO_AUTH_FOUND, 401);
    const make = textField(form, 'marka') ?? '';
    const model = textField(form, 'model');
    if (!MAT_MAKES.some((candidate) => candidate.ID === make)) return badRequest(c, 'Марка не найдена.');
    const models = matModels(make);
    if (model !== undefined && !models.some((candidate) => candidate.ID === model))
      return badRequest(c, 'Модель не найдена.');
    return c.json({
      result: {
        marka: MAT_MAKES,
        model: models,
        gener: model === undefined ? [] : matGenerations(make, model),
      } satisfies WireMatCars,
    });
  });

  app.post('/rest/backend.constructor.json', (c) => {
    const form = c.get('form');
    if (!mayReadMats(c.get('caller'), form)) return c.json(NO_AUTH_FOUND, 401);
    const pattern = findMatPattern(
      textField(form, 'marka') ?? '',
      textField(form, 'model') ?? '',
      textField(form, 'gener') ?? '',
    );
    if (!pattern) return badRequest(c, 'Автомобиль не найден в каталоге ковриков.');
    return c.json({ result: { NUM_ARTICLE: pattern.article } satisfies WireMatPatternCode });
  });

  app.get('/demo-assets/mats/*', (c) => {
    const picture = matPicture(c.req.path.slice('/demo-assets/mats/'.length));
    if (!picture) return c.notFound();
    return c.body(picture, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'max-age=3600',
      // Partner pages paint the preview's masks with them, and CSS masks are fetched with CORS.
      'access-control-allow-origin': '*',
    });
  });
}
