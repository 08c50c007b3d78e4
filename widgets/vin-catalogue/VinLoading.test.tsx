import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedIn, vinServer } from './test-server';
import { VinCatalogue } from './VinCatalogue';

signedIn();

/** Each status region put into the page saying `text`, as a screen reader meets them. */
function statusesSaying(text: string): HTMLElement[] {
  const said: HTMLElement[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        for (const status of [node, ...node.querySelectorAll<HTMLElement>('[role="status"]')])
          if (status.getAttribute('role') === 'status' && status.textContent === text) said.push(status);
      }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return said;
}

describe('a VIN page loading', () => {
  it("says 'Загрузка…' once while its code and its data come, then shows the page (issue 43)", async () => {
    const server = vinServer();
    vi.stubGlobal('fetch', server.fetch);
    const said = statusesSaying('Загрузка…');
    render(<VinCatalogue view="groups" code="VW201911" vid="401" ssd="vehicle-ssd" gid="311" />);
    // The view's code is a chunk of its own, compiled by the test runner on first use.
    await screen.findByRole('navigation', { name: 'Путь по каталогу' }, { timeout: 15_000 });
    expect(said.length).toBeLessThanOrEqual(1);
  });
});
