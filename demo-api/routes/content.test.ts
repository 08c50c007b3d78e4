import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { post, signIn } from '../test-support';

// 23.11.2026 12:00 Moscow time.
const NOW = Date.UTC(2026, 10, 23, 9, 0);
const app = createDemoApi({ products: 200, control: true, now: () => NOW });

interface Listed {
  total: number;
  items: { ID: string; CODE: string; NAME: string; ACTIVE_TO?: string; DETAIL_TEXT?: string }[];
}

async function page<T>(fields: Record<string, string>, token?: string): Promise<T> {
  const answer = (await (await post(app, '/rest/backend.page.json', fields, token)).json()) as {
    result: { page: T };
  };
  return answer.result.page;
}

const dayOf = (date: string) => {
  const [day, month, year] = date.split('.').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
};

describe('content page data', () => {
  it('lists the running promotions from the ACTIVE_TO date, 15 a page', async () => {
    const all = await page<Listed>({ page: 'actions', start: '1', limit: '50' });
    const running = await page<Listed>({
      page: 'actions',
      start: '1',
      limit: '15',
      'filter[>ACTIVE_TO]': '23.11.2026',
    });
    expect(all.total).toBeGreaterThan(running.total);
    expect(running.total).toBeGreaterThan(15);
    expect(running.items).toHaveLength(15);
    for (const item of running.items) {
      expect(dayOf(item.ACTIVE_TO ?? '')).toBeGreaterThanOrEqual(Date.UTC(2026, 10, 23));
      expect(item).not.toHaveProperty('DETAIL_TEXT');
    }
    const second = await page<Listed>({
      page: 'actions',
      start: '2',
      limit: '15',
      'filter[>ACTIVE_TO]': '23.11.2026',
    });
    expect(second.items.length).toBe(running.total - 15);
    // The promotion that ends today is still listed; the one that ended yesterday is not.
    const codes = [...running.items, ...second.items].map((item) => item.CODE);
    expect(codes).toContain('fenox-start');
    expect(codes).not.toContain('yesterday-only');
  });

  it('finds a promotion by code, and answers null for none', async () => {
    const found = await page<{ NAME: string; DETAIL_TEXT: string }>({
      page: 'detail_action',
      'filter[CODE]': 'bosch-brakes',
    });
    expect(found.NAME).toBe('Скидка 10% на тормозные колодки BOSCH');
    expect(found.DETAIL_TEXT).toContain('<ul>');
    expect(await page({ page: 'detail_action', 'filter[CODE]': 'nothing' })).toBeNull();
  });

  it('lists news 15 a page and finds one by ID, with its HTML', async () => {
    const first = await page<Listed>({ page: 'news', start: '1', limit: '15' });
    expect(first.total).toBe(17);
    expect(first.items).toHaveLength(15);
    const item = await page<{ NAME: string; DETAIL_TEXT: string }>({
      page: 'detail_news',
      'filter[ID]': '401',
    });
    expect(item.NAME).toBe('Открыт новый склад в Липецке');
    expect(item.DETAIL_TEXT).toMatch(/<img src="\/demo-assets\/news\/401\.svg"/);
    expect(await page({ page: 'detail_news', 'filter[ID]': '9999' })).toBeNull();
  });

  it('lists information and brands 12 a page, each detail by code and page type', async () => {
    const info = await page<Listed>({ page: 'optinfo', start: '2', limit: '12' });
    expect(info.total).toBe(14);
    expect(info.items).toHaveLength(2);
    const brands = await page<Listed>({ page: 'listbrands', start: '1', limit: '12' });
    expect(brands.items).toHaveLength(12);
    const fenox = await page<{ NAME: string }>({
      page: 'detail',
      type: 'listbrands',
      'filter[CODE]': 'fenox',
    });
    expect(fenox.NAME).toBe('FENOX');
    expect(await page({ page: 'detail', type: 'optinfo', 'filter[CODE]': 'fenox' })).toBeNull();
  });

  it('answers the about page and the contacts managers with their sections', async () => {
    const about = await page<{ PROPERTY_REQUISITES_INN: { VALUE: string }; DOCS: { FILE: string }[] }>({
      page: 'about',
    });
    expect(about.PROPERTY_REQUISITES_INN.VALUE).toMatch(/^\d{10}$/);
    const pdf = await app.request(about.DOCS[0]?.FILE ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
    const contacts = await page<{ managers: { SECTION_NAME: string; WORK_PHONE_VALUE: string }[] }>({
      page: 'contacts',
    });
    expect(new Set(contacts.managers.map((manager) => manager.SECTION_NAME)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('POST /rest/menurest.list.json', () => {
  it('answers the footer menu for footer.front', async () => {
    const answer = (await (
      await post(app, '/rest/menurest.list.json', { MENU_TYPE: 'footer.front' })
    ).json()) as {
      result: { TEXT: string; ITEM_INDEX: number }[];
    };
    expect(answer.result.map((item) => item.TEXT)).toContain('Условия сотрудничества');
    expect(answer.result).toHaveLength(7);
  });
});

describe('POST /rest/content.getdeliverymap.json', () => {
  it('answers the cities of content source 14, to a visitor too (a public page)', async () => {
    const { access_token } = await signIn(app);
    const answer = (await (
      await post(
        app,
        '/rest/content.getdeliverymap.json',
        { limit: '100', iblock_id: '14', select_request: 'Y' },
        access_token,
      )
    ).json()) as { result: { cities: { name: string; days: number[]; mark: string }[] } };
    expect(answer.result.cities.find((city) => city.name === 'Балашов')?.mark).toBe('Саратовская область');
    expect(new Set(answer.result.cities.map((city) => city.mark)).size).toBe(8);
    for (const city of answer.result.cities) expect(city.days).toHaveLength(6);
    const anonymous = await post(app, '/rest/content.getdeliverymap.json', { iblock_id: '14' });
    expect(anonymous.status).toBe(200);
  });
});

describe('the landing and the company request', () => {
  it('answers the landing data without a token', async () => {
    const answer = (await (await post(app, '/rest/1/landing/unauth.landing.json')).json()) as {
      result: Record<string, unknown>;
    };
    expect(Object.keys(answer.result)).toEqual([
      'catalog_list',
      'map',
      'brands',
      'cert',
      'news_banners',
      'news',
    ]);
  });

  it('takes a request once per INN, and refuses one without its required fields', async () => {
    await app.request('/__demo/reset', { method: 'POST' });
    const request = {
      company: 'ООО «Автомир-Воронеж»',
      inn: '3662123456',
      kpp: '366201001',
      name: 'Иван',
      phone: '+7 900 123-45-67',
      email: 'zakaz@automir.ru',
      comment: '',
    };
    const path = '/rest/portal/wholesale/enquiry.wholesale.json';
    expect(await (await post(app, path, request)).json()).toEqual({ result: { success: true } });
    const repeated = await post(app, path, request);
    expect(repeated.status).toBe(409);
    expect(await repeated.json()).toMatchObject({ error: 'already_received' });
    const refused = await post(app, path, { ...request, email: '' });
    expect(refused.status).toBe(400);
    // The client shows this text: the fields by their labels on the form.
    expect(await refused.json()).toMatchObject({ error_description: 'Не заполнены поля: E-mail.' });
  });

  it('relays the INN lookup with the server token and answers name, inn, kpp', async () => {
    await app.request('/__demo/reset', { method: 'POST' });
    const answer = (await (
      await post(app, '/rest/company.suggest.json', { query: '3662123456' })
    ).json()) as {
      result: { suggestions: { name: string; inn: string; kpp: string }[] };
    };
    expect(answer.result.suggestions.map((suggestion) => suggestion.kpp)).toEqual(['366201001', '365201001']);
    const relays = (await (await app.request('/__demo/relays')).json()) as {
      records: { service: string; request: { headers: Record<string, string>; body: unknown } }[];
    };
    expect(relays.records).toEqual([
      expect.objectContaining({
        service: 'company-lookup',
        request: expect.objectContaining({
          headers: { Authorization: expect.stringMatching(/^Token /) },
          body: { query: '3662123456' },
        }),
      }),
    ]);
  });
});
