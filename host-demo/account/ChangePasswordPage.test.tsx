import { getSession } from '@portal/core/session';
import { createFakeFetch, json, signInWith, type WirePasswordChange } from '@portal/test';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordPage } from './ChangePasswordPage';

beforeEach(() => {
  const server = createFakeFetch(() =>
    json(200, {
      result: { success: true, message: 'Пароль успешно изменён.' } satisfies WirePasswordChange,
    }),
  );
  vi.stubGlobal('fetch', server.fetch);
  signInWith(getSession());
});

/** Each status node put into the page whose text is `text`, as a screen reader meets it. */
function statusesMounted(text: string): HTMLElement[] {
  const mounted: HTMLElement[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const statuses = [node, ...node.querySelectorAll<HTMLElement>('[role="status"]')];
        for (const status of statuses)
          if (status.getAttribute('role') === 'status' && status.textContent === text) mounted.push(status);
      }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return mounted;
}

describe('ChangePasswordPage', () => {
  it('says the password was changed once, in one status put in once, and empties the form', async () => {
    render(<ChangePasswordPage />);
    const mounted = statusesMounted('Пароль успешно изменён.');
    fireEvent.change(screen.getByLabelText(/^Старый пароль/), { target: { value: 'old-secret' } });
    fireEvent.change(screen.getByLabelText(/^Новый пароль/), { target: { value: 'Secret-2026' } });
    fireEvent.change(screen.getByLabelText(/^Подтверждение пароля/), { target: { value: 'Secret-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    const said = await screen.findByText('Пароль успешно изменён.');
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(mounted).toHaveLength(1);
    expect((screen.getByLabelText(/^Новый пароль/) as HTMLInputElement).value).toBe('');
  });
});
