import { EMPTY_FILTER, type FilterData, type ListFilter } from '@portal/core/catalogue';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './FilterPanel';

const option = (id: string, active = true) => ({ id, name: id, active });
const models = [
  'Lada Vesta',
  'Kia Rio',
  'VW Polo',
  'Skoda Rapid',
  'Hyundai Solaris',
  'Renault Logan',
  'Ford Focus III',
];
const data: FilterData = {
  price: { min: 99.5, max: 11999.2 },
  properties: [
    { code: 'CAR_MODEL', name: 'Модель автомобиля', options: models.map((model) => option(model)) },
  ],
  sections: [option('Тормозные колодки'), option('Тормозные диски')],
  brands: ['ATE', 'BOSCH', 'BREMBO', 'FERODO', 'TEXTAR', 'TRW', 'ZIMMERMANN'].map((brand) =>
    option(brand, brand !== 'ZIMMERMANN'),
  ),
};

/** The panel once its fields, fetched on first render, are there. */
async function renderPanel(applied: ListFilter = EMPTY_FILTER) {
  const onApply = vi.fn();
  render(<FilterPanel data={data} applied={applied} onApply={onApply} />);
  // The fields' code is fetched at the first render: on a busy machine that takes more than a second.
  const panel = within(await screen.findByRole('complementary', { name: 'Фильтры' }, { timeout: 10_000 }));
  await panel.findByRole('button', { name: 'Применить' }, { timeout: 10_000 });
  return { onApply, panel };
}

describe('FilterPanel', () => {
  it('shows sections and brands fully and a property list five at a time', async () => {
    const { panel } = await renderPanel();
    expect(panel.getAllByRole('checkbox')).toHaveLength(2 + 7 + 5);
    fireEvent.click(panel.getByRole('button', { name: 'Показать ещё' }));
    expect(panel.getAllByRole('checkbox')).toHaveLength(2 + 7 + 7);
    fireEvent.click(panel.getByRole('button', { name: 'Скрыть' }));
    expect(panel.getAllByRole('checkbox')).toHaveLength(2 + 7 + 5);
  });

  it('disables a value that would leave no goods', async () => {
    const { panel } = await renderPanel();
    expect((panel.getByRole('checkbox', { name: 'ZIMMERMANN' }) as HTMLInputElement).disabled).toBe(true);
    expect((panel.getByRole('checkbox', { name: 'BOSCH' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('offers a slider with whole-rouble ends', async () => {
    const { panel } = await renderPanel();
    const from = panel.getByRole('slider', { name: 'Цена от' });
    expect([from.getAttribute('min'), from.getAttribute('max')]).toEqual(['99', '12000']);
    expect(panel.getByRole('slider', { name: 'Цена до' }).getAttribute('step')).toBe('1');
  });

  it('applies the chosen brand and a price range in whole roubles', async () => {
    const { panel, onApply } = await renderPanel();
    fireEvent.click(panel.getByRole('checkbox', { name: 'BOSCH' }));
    fireEvent.change(panel.getByRole('textbox', { name: 'Цена от' }), { target: { value: '500,6' } });
    fireEvent.change(panel.getByRole('slider', { name: 'Цена до' }), { target: { value: '3000' } });
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(panel.getByRole('button', { name: 'Применить' }));
    expect(onApply).toHaveBeenCalledWith({
      ...EMPTY_FILTER,
      brands: ['BOSCH'],
      price: { min: 501, max: 3000 },
    });
  });

  it('says so when a price is not a number, and applies nothing', async () => {
    const { panel, onApply } = await renderPanel();
    fireEvent.change(panel.getByRole('textbox', { name: 'Цена до' }), { target: { value: 'дорого' } });
    fireEvent.click(panel.getByRole('button', { name: 'Применить' }));
    expect(panel.getByRole('alert').textContent).toBe('Укажите цену числом, например 1500.');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('resets everything at once', async () => {
    const { panel, onApply } = await renderPanel({ ...EMPTY_FILTER, brands: ['TRW'] });
    expect(panel.getByRole('heading').textContent).toBe('Фильтры (1)');
    expect((panel.getByRole('checkbox', { name: 'TRW' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(panel.getByRole('button', { name: 'Сбросить' }));
    expect(onApply).toHaveBeenCalledWith(EMPTY_FILTER);
  });

  it('collapses to a strip and opens again', async () => {
    const { panel } = await renderPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Свернуть фильтры' }));
    expect(panel.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('complementary').getAttribute('data-collapsed')).toBe('true');
    fireEvent.click(panel.getByRole('button', { name: 'Показать фильтры' }));
    expect(panel.getAllByRole('checkbox').length).toBeGreaterThan(0);
  });

  it('closes the mobile sheet after applying', async () => {
    const { onApply } = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Фильтры' }));
    fireEvent.click(sheet.getByRole('checkbox', { name: 'TRW' }));
    fireEvent.click(sheet.getByRole('button', { name: 'Применить' }));
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTER, brands: ['TRW'] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
