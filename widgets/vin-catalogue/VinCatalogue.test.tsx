import { getSession } from '@portal/core/session';
import { json, pageAnswer, WIRE_WIZARD } from '@portal/test';
import { NavigationProvider } from '@portal/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pagesAsked, signedIn, vinServer } from './test-server';
import { VinCatalogue, type VinCatalogueProps } from './VinCatalogue';

signedIn();

/** Renders the widget in a host that routes in-app, recording where it was asked to go. */
function show(props: VinCatalogueProps, server = vinServer()) {
  vi.stubGlobal('fetch', server.fetch);
  const visited: string[] = [];
  const host = (children: ReactNode) => (
    <NavigationProvider
      navigate={(path) => {
        visited.push(path);
        return true;
      }}
    >
      {children}
    </NavigationProvider>
  );
  const view = render(host(<VinCatalogue {...props} />));
  return {
    server,
    visited,
    rerender: (next: VinCatalogueProps) => view.rerender(host(<VinCatalogue {...next} />)),
  };
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href') ?? '';

describe('VinCatalogue', () => {
  it('asks nothing before the client signs in', () => {
    getSession().$signedIn.set(false);
    const { server } = show({});
    expect(screen.getByText(/Стать клиентом/)).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('lists the catalogues as links to their vehicle selection', async () => {
    const { server } = show({ view: 'catalogues' });
    await screen.findByRole('link', { name: 'Volkswagen' });
    expect(hrefOf('Volkswagen')).toMatch(/\/laximo-catalog\/VW201911\/$/);
    expect(pagesAsked(server)).toEqual(['laximo-main']);
  });

  it('searches a VIN only when it is one, and says why not otherwise', async () => {
    const { server, visited } = show({});
    await screen.findByRole('link', { name: 'Lada' });
    const field = screen.getByLabelText('VIN или номер кузова');
    fireEvent.change(field, { target: { value: 'XTA/12345' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    const description = () =>
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description()).toMatch(/^Это не VIN и не номер кузова/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(visited).toEqual([]);
    fireEvent.change(field, { target: { value: '  XW8ZZZ61ZBG123456 ' } });
    expect(description()).toBe('Например, XW8ZZZ61ZBG123456 или ACV40-0123456');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(visited).toEqual(['/laximo-vin/XW8ZZZ61ZBG123456/']);
    expect(pagesAsked(server)).toEqual(['laximo-main']);
  });

  it('shows the vehicles of a VIN with brand, catalogue and attributes; a vehicle leads to its groups', async () => {
    const { server } = show({ view: 'vin', identstring: 'XW8ZZZ61ZBG123456' });
    const link = await screen.findByRole('link', { name: 'VW Polo 6R1' });
    expect(link.getAttribute('href')).toMatch(/\/laximo-qgroups\/VW201911\/401\/vehicle-ssd\/$/);
    const row = link.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('VW201911');
    expect(within(row).getByText('1.6, 105 л.с. (CFNA)', { exact: false })).toBeTruthy();
    expect(server.calls[0]?.form).toMatchObject({ page: 'laximo-vin', identstring: 'XW8ZZZ61ZBG123456' });
  });

  it('says when a VIN finds nothing', async () => {
    const empty = vinServer(() => json(200, pageAnswer({ vehicles: [] })));
    show({ view: 'vin', identstring: 'XTAGFL110LY999999' }, empty);
    await screen.findByText('По этому VIN или номеру кузова автомобиль не найден.');
  });

  it('never sends an identstring that is neither a VIN nor a frame number', () => {
    const { server } = show({ view: 'vin', identstring: 'XTA!1' });
    expect(screen.getByRole('alert').textContent).toMatch(/^Это не VIN и не номер кузова/);
    expect(server.calls).toEqual([]);
  });

  it('walks the vehicle selection by links carrying each choice’s ssd', async () => {
    show({ view: 'catalogue', code: 'VW201911', ssd: 'ssd-model' });
    await screen.findByRole('heading', { name: 'Подбор автомобиля: Volkswagen' });
    expect(hrefOf('Изменить: Модель')).toMatch(/\/laximo-catalog\/VW201911\/ssd-start\/$/);
    expect(hrefOf('1.6, 110 л.с. (CWVA)')).toMatch(/\/laximo-catalog\/VW201911\/ssd-cwva\/$/);
    expect(hrefOf('Показать автомобили')).toMatch(/\/laximo-vehicles\/VW201911\/ssd-model\/$/);
    // A condition the vehicles decide by themselves cannot be changed on its own.
    expect(screen.getByText('Россия')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Изменить: Рынок' })).toBeNull();
  });

  it('asks to narrow the selection before listing vehicles', async () => {
    show(
      { view: 'catalogue', code: 'VW201911' },
      vinServer(() => json(200, pageAnswer({ ...WIRE_WIZARD, allowListVehicles: false }))),
    );
    await screen.findByText('Уточните параметры, чтобы показать автомобили.');
    expect(screen.queryByRole('link', { name: 'Показать автомобили' })).toBeNull();
  });

  it('goes to the 404 page when the page data is missing', async () => {
    const { visited } = show(
      { view: 'vehicles', code: 'NOPE', ssd: 's' },
      vinServer(() => json(200, pageAnswer(null))),
    );
    await waitFor(() => expect(visited).toEqual(['/404/']));
  });

  it('shows a failed call with "Повторить", which asks again', async () => {
    let fail = true;
    const server = vinServer((call) => {
      if (call.form.page !== 'laximo-main' || !fail) return undefined;
      fail = false;
      return json(500, {});
    });
    show({}, server);
    await screen.findByText('Произошла ошибка.');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await screen.findByRole('link', { name: 'Lada' });
    expect(pagesAsked(server)).toEqual(['laximo-main', 'laximo-main']);
  });

  it('loads a new page when the route changes, never showing the old one under it', async () => {
    const { rerender } = show({ view: 'vehicles', code: 'VW201911', ssd: 'a' });
    await screen.findByRole('link', { name: 'VW Polo 6R1' });
    rerender({ view: 'catalogue', code: 'VW201911', ssd: 'ssd-model' });
    expect(screen.queryByRole('link', { name: 'VW Polo 6R1' })).toBeNull();
    await screen.findByRole('heading', { name: 'Подбор автомобиля: Volkswagen' });
  });
});
