import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StepSearch } from './StepSearch';
import { signedInAtScheduleStart, stepSearchServer } from './test-server';

const network = vi.hoisted(() => ({ down: true }));

vi.mock('./StepSearchResults', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

signedInAtScheduleStart();

describe('StepSearch without the code of its rows', () => {
  it("searches on, says 'Произошла ошибка.', and shows the rows once 'Повторить' fetches their code", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = stepSearchServer();
    vi.stubGlobal('fetch', server.fetch);
    render(<StepSearch q="0 986 494 524" brand="BOSCH" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Произошла ошибка.Повторить');
    await screen.findByText('Поиск завершён');
    expect(document.querySelectorAll('[part~="section"]')).toHaveLength(0);
    network.down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 2, name: /^В наличии/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // The rows' code came back; the search was not asked again.
    expect(server.calls.filter((call) => call.path === '/rest/backend.page.json')).toHaveLength(4);
  });
});
