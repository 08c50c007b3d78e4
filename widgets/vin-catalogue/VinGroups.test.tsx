import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedIn, vinServer } from './test-server';
import { VinCatalogue } from './VinCatalogue';

signedIn();

function showGroups(gid?: string) {
  const server = vinServer();
  vi.stubGlobal('fetch', server.fetch);
  render(<VinCatalogue view="groups" code="VW201911" vid="401" ssd="vehicle-ssd" gid={gid} />);
  return server;
}

const groupNames = () =>
  [
    ...document.querySelectorAll('[part~="groups"] [part~="group"], [part~="groups"] [part~="group-toggle"]'),
  ].map((element) => element.textContent);
const search = (text: string) =>
  fireEvent.change(screen.getByLabelText('Поиск по группам'), { target: { value: text } });

describe('VinCatalogue quick groups', () => {
  it('shows the tree closed, each section opened by its button', async () => {
    showGroups();
    const brakes = await screen.findByRole('button', { name: 'Тормозная система' });
    expect(groupNames()).toEqual(['Тормозная система', 'Электрооборудование']);
    expect(brakes.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(brakes);
    expect(brakes.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Передние тормоза' }));
    expect(screen.getByRole('link', { name: 'Тормозные колодки передние' }).getAttribute('href')).toMatch(
      /\/laximo-qgroups\/VW201911\/401\/vehicle-ssd\/\?gid=311$/,
    );
    expect(screen.getByText('Выберите группу запчастей в дереве или найдите её поиском.')).toBeTruthy();
  });

  it('filters the tree above 3 characters by names and synonyms, in either layout', async () => {
    showGroups();
    await screen.findByRole('button', { name: 'Тормозная система' });
    search('кол');
    expect(groupNames()).toEqual(['Тормозная система', 'Электрооборудование']);
    search('КОЛОДКИ');
    expect(groupNames()).toEqual(['Тормозная система', 'Передние тормоза', 'Тормозные колодки передние']);
    // 'дворники' typed with the Latin layout on: the synonym of the wipers' second level.
    search('ldjhybrb');
    expect(groupNames()).toEqual(['Электрооборудование', 'Стеклоочиститель', 'Щётки стеклоочистителя']);
    // Closing a branch during a search, then the next search opens what it finds.
    fireEvent.click(screen.getByRole('button', { name: 'Стеклоочиститель' }));
    expect(groupNames()).toEqual(['Электрооборудование', 'Стеклоочиститель']);
    search('накладки');
    expect(groupNames()).toEqual(['Тормозная система', 'Передние тормоза', 'Тормозные колодки передние']);
    search('абракадабра');
    expect(groupNames()).toEqual([]);
    expect(
      screen
        .getByText('Ничего не найдено. Проверьте название или выберите группу в дереве.')
        .getAttribute('role'),
    ).toBe('status');
    search('');
    expect(groupNames()).toEqual(['Тормозная система', 'Электрооборудование']);
  });

  it("opens the tree to the chosen group and lists its units' parts from backend.listquickdetail.json", async () => {
    const server = showGroups('311');
    const current = await screen.findByRole('link', { name: 'Тормозные колодки передние' });
    expect(current.getAttribute('aria-current')).toBe('page');
    const details = await screen.findByRole('region', { name: 'Тормозные колодки передние' });
    const unit = await within(details).findByRole('link', { name: 'Тормозной механизм передний' });
    const href = new URL(unit.getAttribute('href') ?? '', 'https://portal.test');
    expect(href.pathname).toMatch(/\/laximo-unit\/VW201911\/401\/3101\/311\/30\/unit-ssd\/$/);
    // The group's callouts travel with the link: the unit opens with them lit.
    expect(href.searchParams.get('coi')).toBe('1,2,3');
    expect(server.calls.find((call) => call.path === '/rest/backend.listquickdetail.json')?.form).toEqual({
      code: 'VW201911',
      vid: '401',
      ssd: 'vehicle-ssd',
      gid: '311',
    });
    const oem = within(details).getByRole('link', { name: '0 986 494 524' });
    expect(oem.getAttribute('href')).toMatch(
      /\/searchallsourcessteps\/\?q=0\+986\+494\+524&brand=&type=article$/,
    );
    await waitFor(() =>
      expect(within(details).getAllByRole('button', { name: /^В корзину: / })).toHaveLength(1),
    );
  });
});
