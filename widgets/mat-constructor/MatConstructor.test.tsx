import type { MatAddToBasketDetail } from '@portal/core/mats';
import { getSession, markupOf } from '@portal/core/session';
import { json, signInWith } from '@portal/test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MatConstructor } from './MatConstructor';
import { matServer } from './test-server';

const CONFIG = Symbol.for('portal-widgets.config');
const CAMRY = '/opt/carpetelli/constructor/EVA-01012';

function usePartnerKey(key = 'pk_demo'): void {
  Reflect.set(globalThis, CONFIG, { partnerKey: key });
}

function signIn(): void {
  signInWith(getSession());
}

/** A select changed as a browser does it (a change event, which React and Preact both listen to). */
function choose(name: string, label: string): void {
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name });
  const option = within(select).getByRole<HTMLOptionElement>('option', { name: label });
  select.value = option.value;
  fireEvent(select, new Event('change', { bubbles: true }));
}

const group = (name: string) => within(screen.getByRole('group', { name }));
/** A part of the totals ('total', 'total-without-markup'), or null. */
const sum = (part: string) => document.querySelector(`[part~="totals"] [part~="${part}"]`);
const total = () => sum('total')?.textContent?.replace(/\s/g, ' ');

const paths: string[] = [];

/** The portal's host: the widget renders the route it is given and asks for the next one. */
function Host({ start, onAdd }: { start: string; onAdd?: (detail: MatAddToBasketDetail) => unknown }) {
  const [path, setPath] = useState(start);
  return (
    <MatConstructor
      path={path}
      onPathChange={(next) => {
        paths.push(next);
        setPath(next);
      }}
      onAddToBasket={onAdd}
    />
  );
}

let server: ReturnType<typeof matServer>;

beforeEach(() => {
  paths.length = 0;
  server = matServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, CONFIG);
  history.replaceState(null, '', '/');
});

describe('MatConstructor', () => {
  it('says what is missing without a partner key or a portal session, and calls nothing', () => {
    render(<MatConstructor />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Конструктору ковриков нужен ключ партнёра (атрибут data-partner-key у скрипта виджетов) или вход в оптовый портал.',
    );
    expect(server.calls).toEqual([]);
  });

  it('chooses make, model, body and year, and opens the pattern in the hash with the defaults', async () => {
    usePartnerKey();
    render(<MatConstructor />);
    await screen.findByRole('option', { name: 'Toyota' });
    expect(screen.getAllByRole('img').length).toBe(4);
    choose('Марка', 'Toyota');
    await screen.findByRole('option', { name: 'Camry' });
    choose('Модель', 'Camry');
    await screen.findByRole('option', { name: 'XV70 (2017–2024)' });
    choose('Кузов и год выпуска', 'XV70 (2017–2024)');
    await waitFor(() => expect(location.hash).toBe('#mats/EVA-01012'));
    await screen.findByRole('group', { name: 'Комплектация' });
    expect(
      group('Коробка передач').getByRole<HTMLInputElement>('radio', { name: 'Механическая (МКПП)' }).checked,
    ).toBe(true);
    expect(
      group('Тип коврика').getByRole<HTMLInputElement>('radio', { name: 'EVA 2D, плоские' }).checked,
    ).toBe(true);
    expect(group('Форма ячейки').getByRole<HTMLInputElement>('radio', { name: 'Ромб' }).checked).toBe(true);
    expect(group('Цвет материала').getByRole<HTMLInputElement>('radio', { name: 'Чёрный' }).checked).toBe(
      true,
    );
    expect(group('Цвет окантовки').getByRole<HTMLInputElement>('radio', { name: 'Чёрный' }).checked).toBe(
      true,
    );
    expect(
      group('Комплектация').getByRole<HTMLInputElement>('checkbox', { name: /Полный комплект/ }).checked,
    ).toBe(true);
    // The partner key's retail price, as the server answers it.
    expect(total()).toBe('3 960,00 ₽');
    expect(
      screen.getByRole('img', { name: 'Предпросмотр ковриков: Toyota Camry XV70 (2017–2024)' }),
    ).toBeTruthy();
    expect(server.calls.map((call) => call.form.partner_key)).toEqual(Array(5).fill('pk_demo'));
    expect(server.calls.every((call) => call.token === null)).toBe(true);
  });

  it('rewrites the route on every choice, and turns the front pair and the rear mats into the full set', async () => {
    signIn();
    render(<Host start={CAMRY} />);
    const items = await screen.findByRole('group', { name: 'Комплектация' });
    fireEvent.click(within(items).getByRole('checkbox', { name: /Передние коврики/ }));
    await waitFor(() => expect(paths.at(-1)).toBe(`${CAMRY}/1/1/1/c1cwzy5i/1/1/-/-`));
    expect(within(items).getByRole<HTMLInputElement>('checkbox', { name: /Полный комплект/ }).checked).toBe(
      false,
    );
    fireEvent.click(within(items).getByRole('checkbox', { name: /Задние коврики/ }));
    await waitFor(() => expect(paths.at(-1)).toBe(`${CAMRY}/1/1/1/h5arfuiw/1/1/-/-`));
    expect(within(items).getByRole<HTMLInputElement>('checkbox', { name: /Полный комплект/ }).checked).toBe(
      true,
    );
    expect(within(items).getByRole<HTMLInputElement>('checkbox', { name: /Передние коврики/ }).checked).toBe(
      false,
    );

    fireEvent.click(group('Цвет материала').getByRole('radio', { name: 'Бежевый' }));
    fireEvent.click(group('Тип коврика').getByRole('radio', { name: 'EVA 3D, с бортиком' }));
    await waitFor(() => expect(paths.at(-1)).toBe(`${CAMRY}/1/2/1/h5arfuiw/3/1/-/-`));
    expect(total()).toBe('4 950,00 ₽');
    // The new sum is said, with its label, in a polite region that was there before it changed.
    const said = screen.getAllByRole('status').find((region) => region.contains(sum('total')));
    expect(said?.getAttribute('aria-atomic')).toBe('true');
    expect(said?.textContent?.replace(/\s/g, ' ')).toBe('Итого4 950,00 ₽');
  });

  it('closes the configuration and its link when another make is chosen, until a pattern is', async () => {
    signIn();
    render(<Host start={`${CAMRY}/1/1/1/h5arfuiw/1/1/-/-`} />);
    await screen.findByRole('group', { name: 'Комплектация' });
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Марка' }).value).toBe('1'),
    );
    choose('Марка', 'Lada');
    await waitFor(() => expect(paths.at(-1)).toBe('/opt/carpetelli/'));
    expect(screen.queryByRole('group', { name: 'Комплектация' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'В корзину' })).toBeNull();
    await screen.findByRole('option', { name: 'Camry' });
    choose('Модель', 'Camry');
    await screen.findByRole('option', { name: 'XV50 (2011–2017)' });
    choose('Кузов и год выпуска', 'XV50 (2011–2017)');
    await waitFor(() => expect(paths.at(-1)).toBe('/opt/carpetelli/constructor/EVA-01011'));
  });

  it('on a partner page, another model takes the old pattern out of the hash', async () => {
    usePartnerKey();
    history.replaceState(null, '', '/#mats/EVA-01012/1/1/1/h5arfuiw/1/1/-/-');
    render(<MatConstructor />);
    await screen.findByRole('group', { name: 'Комплектация' });
    await screen.findByRole('option', { name: 'Camry' });
    choose('Модель', 'Выберите модель');
    await waitFor(() => expect(location.hash).toBe(''));
    expect(screen.queryByRole('button', { name: 'В корзину' })).toBeNull();
  });

  it('reopens a configuration from its link, and takes the defaults for a wrong link with a notice', async () => {
    signIn();
    const { unmount } = render(<Host start={`${CAMRY}/2/2/2/c1cwzy5i~2.b6gq2slx/5/6/701/802~3`} />);
    await screen.findByRole('group', { name: 'Комплектация' });
    expect(group('Форма ячейки').getByRole<HTMLInputElement>('radio', { name: 'Сота' }).checked).toBe(true);
    expect(group('Цвет материала').getByRole<HTMLInputElement>('radio', { name: 'Синий' }).checked).toBe(
      true,
    );
    expect(group('Цвет окантовки').getByRole<HTMLInputElement>('radio', { name: 'Красный' }).checked).toBe(
      true,
    );
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Количество: Подпятник алюминиевый' }).value,
    ).toBe('3');
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Количество: Передние коврики' }).value,
    ).toBe('2');
    // 3100 × 2 + 1900 + 290 + 690 × 3
    expect(total()).toBe('10 460,00 ₽');
    expect(screen.queryByText(/Ссылка на конфигурацию/)).toBeNull();
    expect(paths).toEqual([]);
    unmount();

    render(<Host start={`${CAMRY}/9/1/1/zzz/1/1/-/-`} />);
    await screen.findByText('Ссылка на конфигурацию устарела или неверна: показаны настройки по умолчанию.');
    await waitFor(() => expect(paths).toEqual([`${CAMRY}/1/1/1/h5arfuiw/1/1/-/-`]));
    expect(
      group('Коробка передач').getByRole<HTMLInputElement>('radio', { name: 'Механическая (МКПП)' }).checked,
    ).toBe(true);
  });

  it('keeps quantities at 1 or more, whatever is typed', async () => {
    signIn();
    render(<Host start={`${CAMRY}/1/1/1/h5arfuiw~3/1/1/-/-`} />);
    const quantity = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Количество: Полный комплект',
    });
    fireEvent.change(quantity, { target: { value: '0' } });
    await waitFor(() => expect(quantity.value).toBe('0'));
    fireEvent.focusOut(quantity);
    await waitFor(() => expect(paths.at(-1)).toBe(`${CAMRY}/1/1/1/h5arfuiw/1/1/-/-`));
    const less = screen.getByRole<HTMLButtonElement>('button', { name: 'Меньше: Полный комплект' });
    expect(less.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Больше: Полный комплект' }));
    await waitFor(() => expect(paths.at(-1)).toBe(`${CAMRY}/1/1/1/h5arfuiw~2/1/1/-/-`));
  });

  it('keeps quantities at 99 or fewer and says so', async () => {
    signIn();
    render(<Host start={`${CAMRY}/1/1/1/h5arfuiw~98/1/1/-/-`} />);
    const quantity = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Количество: Полный комплект',
    });
    const items = group('Комплектация');
    fireEvent.change(quantity, { target: { value: '999999' } });
    await waitFor(() => expect(paths.at(-1)).toBe(`${CAMRY}/1/1/1/h5arfuiw~99/1/1/-/-`));
    expect(items.getByRole('status').textContent).toBe('Не больше 99 шт. в одной позиции.');
    fireEvent.focusOut(quantity);
    await waitFor(() => expect(quantity.value).toBe('99'));
    expect(total()).toBe('326 700,00 ₽');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Больше: Полный комплект' }).disabled).toBe(
      true,
    );
  });

  it('says beside its control what a change did unasked', async () => {
    signIn();
    render(<Host start={`${CAMRY}/1/1/1/c1cwzy5i.p9xw4bzd/3/1/-/-`} />);
    const items = within(await screen.findByRole('group', { name: 'Комплектация' }));
    fireEvent.click(items.getByRole('checkbox', { name: /Задние коврики/ }));
    await waitFor(() => expect(paths.at(-1)).toBe(`${CAMRY}/1/1/1/h5arfuiw/3/1/-/-`));
    await waitFor(() =>
      expect(items.getByRole('status').textContent).toBe(
        'Передние и задние коврики вместе — это полный комплект. Позиция «Перемычка на тоннель» не входит в полный комплект и снята.',
      ),
    );

    fireEvent.click(group('Форма ячейки').getByRole('radio', { name: 'Сота' }));
    await waitFor(() => expect(paths.at(-1)).toBe(`${CAMRY}/1/1/2/h5arfuiw/2/1/-/-`));
    await waitFor(() =>
      expect(group('Цвет материала').getByRole('status').textContent).toBe(
        'Цвета «Бежевый» нет для формы ячейки «Сота»: выбран «Серый».',
      ),
    );
    expect(items.getByRole('status').textContent).toBe('');
    expect(screen.queryByText(/Ссылка на конфигурацию устарела/)).toBeNull();

    const markup = screen.getByRole<HTMLInputElement>('textbox', { name: 'Наценка, %' });
    fireEvent.change(markup, { target: { value: '20%' } });
    await screen.findByText('Наценка не применена: укажите одно положительное число процентов, например 20.');
    expect(markup.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(markup, { target: { value: '20' } });
    await waitFor(() => expect(markup.getAttribute('aria-invalid')).toBeNull());
  });

  it('sends the set with its cost without markup, and shows the outcome of the portal’s basket call', async () => {
    signIn();
    markupOf(getSession()).set({ enabled: true, percent: 10 });
    const added: MatAddToBasketDetail[] = [];
    render(
      <Host
        start={`${CAMRY}/1/1/1/h5arfuiw/1/1/-/-`}
        onAdd={(detail) => {
          added.push(detail);
          return Promise.resolve();
        }}
      />,
    );
    await screen.findByRole('group', { name: 'Комплектация' });
    expect(total()).toBe('3 630,00 ₽');
    expect(sum('total-without-markup')?.textContent?.replace(/\s/g, ' ')).toBe('3 300,00 ₽');
    fireEvent.click(screen.getByRole('button', { name: 'В корзину' }));
    await screen.findByText('Комплект добавлен в корзину');
    expect(added).toMatchObject([
      {
        type: 'constructor',
        cost: 3300,
        article: 'EVA-01012',
        mats: [{ UF_XML_ID: 'h5arfuiw', QTY: 1, PRICE: 3300 }],
      },
    ]);
  });

  it('on a partner page shows the key’s retail prices only and sends the set without a wholesale figure', async () => {
    usePartnerKey();
    history.replaceState(null, '', '/#mats/EVA-01012');
    const added: unknown[] = [];
    render(<MatConstructor onAddToBasket={(detail) => added.push(detail)} />);
    await screen.findByRole('group', { name: 'Комплектация' });
    // The answer's retail 3 960 (3 300 wholesale + the key's 20 %), with no markup on top.
    expect(total()).toBe('3 960,00 ₽');
    expect(sum('total-without-markup')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Наценка, %' })).toBeNull();
    const text = document.body.textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).not.toMatch(/3 300|4 290|Без наценки|с наценкой/);
    fireEvent.click(screen.getByRole('button', { name: 'В корзину' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added).toEqual([
      expect.objectContaining({
        type: 'constructor',
        total: 3960,
        mats: [{ UF_XML_ID: 'h5arfuiw', UF_NAME: 'Полный комплект', QTY: 1 }],
        productsasortiment: { nametemplates: [], under_heel: [] },
      }),
    ]);
    expect(JSON.stringify(added)).not.toMatch(/PRICE|cost|3300|4290/);
    // The widget itself says what it handed to the page.
    expect((await screen.findByText(/^Передано в корзину сайта/)).textContent?.replace(/\s/g, ' ')).toBe(
      'Передано в корзину сайта: Toyota Camry XV70 (2017–2024): Полный комплект — 3 960,00 ₽.',
    );
  });

  it('says the data error with the selectors still usable, and retries', async () => {
    let fail = true;
    server = matServer((call) =>
      fail && call.form.page === 'eva_constructor_data'
        ? { status: 502, text: '<h1>Bad Gateway</h1>', contentType: 'text/html' }
        : undefined,
    );
    vi.stubGlobal('fetch', server.fetch);
    signIn();
    render(<Host start={CAMRY} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Возникла ошибка! Мы уже работаем над её устранением! Попробуйте выбрать другой автомобиль или обновить страницу позже.',
    );
    await screen.findByRole('option', { name: 'Toyota' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Марка' }).disabled).toBe(false);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await screen.findByRole('group', { name: 'Комплектация' });
  });

  it('says when a car has no mats', async () => {
    server = matServer(undefined, { HAS_2D_OPT: false, HAS_3D_OPT: false, TYPES: [] });
    vi.stubGlobal('fetch', server.fetch);
    signIn();
    render(<Host start={CAMRY} />);
    await screen.findByText('Для автомобиля Toyota Camry XV70 (2017–2024) коврики не доступны.');
    expect(
      screen.getByText('Чтобы подобрать коврики для этого автомобиля, свяжитесь с вашим менеджером.'),
    ).toBeTruthy();
  });

  it('on a partner page advises a car without mats as a retail visitor expects', async () => {
    server = matServer(undefined, { HAS_2D_OPT: false, HAS_3D_OPT: false, TYPES: [] });
    vi.stubGlobal('fetch', server.fetch);
    usePartnerKey();
    history.replaceState(null, '', '/#mats/EVA-01012');
    render(<MatConstructor />);
    await screen.findByText('Чтобы подобрать коврики для этого автомобиля, свяжитесь с продавцом.');
    expect(screen.queryByText(/менеджер/)).toBeNull();
  });

  it('shows the server’s reason when it refuses the partner key', async () => {
    server = matServer(() =>
      json(403, {
        error: 'partner_key_refused',
        error_description:
          'Ключ партнёра не действует на сайте http://localhost: этот сайт не указан в настройках ключа.',
      }),
    );
    vi.stubGlobal('fetch', server.fetch);
    usePartnerKey();
    render(<MatConstructor />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ключ партнёра не действует на сайте http://localhost: этот сайт не указан в настройках ключа.',
    );
    // Trying again cannot change the key's settings: no 'Повторить'.
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });

  it('draws the preview from its layers once it is near the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    signIn();
    render(<Host start={`${CAMRY}/1/1/2/c1cwzy5i/5/6/701/-`} />);
    const preview = await screen.findByRole('img', { name: /Предпросмотр ковриков/ });
    await waitFor(() => expect(preview.querySelectorAll('img, span').length).toBe(4));
    const sources = [...preview.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual([
      `${location.origin}/demo-assets/mats/preview/EVA-01012/outline.svg`,
      `${location.origin}/demo-assets/mats/labels/701-konst.svg`,
    ]);
  });

  it('finds a car by its VIN and opens its pattern; a partner page has no VIN search', async () => {
    server = matServer((call) =>
      call.form.page === 'laximo-vin'
        ? json(200, {
            result: {
              page: {
                vehicles: [
                  {
                    vehicleId: '303',
                    brand: 'TOYOTA',
                    name: 'Toyota Camry ASV70',
                    catalog: 'TOYOTA00',
                    ssd: 's',
                    attributes: [{ key: 'manufactured', name: 'Годы выпуска', value: '2018–2021' }],
                  },
                ],
              },
            },
          })
        : undefined,
    );
    vi.stubGlobal('fetch', server.fetch);
    signIn();
    const { unmount } = render(<Host start="/opt/carpetelli/" />);
    const field = await screen.findByRole('textbox', { name: 'VIN или номер кузова' });
    await screen.findByRole('option', { name: 'Toyota' });
    fireEvent.change(field, { target: { value: 'не номер' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await screen.findByText(/Это не VIN и не номер кузова/);
    expect(server.calls.some((call) => call.form.page === 'laximo-vin')).toBe(false);

    fireEvent.change(field, { target: { value: 'JTNB11HK103456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(paths).toEqual(['/opt/carpetelli/constructor/EVA-01012']));
    await screen.findByText('Найден автомобиль Toyota Camry ASV70.');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Модель' }).value).toBe('101');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Кузов и год выпуска' }).value).toBe(
      '1012',
    );
    unmount();

    usePartnerKey();
    render(<MatConstructor />);
    await screen.findByRole('option', { name: 'Toyota' });
    expect(screen.queryByRole('textbox', { name: 'VIN или номер кузова' })).toBeNull();
  });
});
