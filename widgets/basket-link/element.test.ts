import { getSession } from '@portal/core/session';
import { signInWith } from '@portal/test';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineBasketLink } from './element';

describe('<portal-basket-link>', () => {
  it('renders its link in an open shadow root and survives a second definition', async () => {
    signInWith(getSession());
    defineBasketLink();
    defineBasketLink();
    const link = document.createElement('portal-basket-link');
    document.body.append(link);
    await waitFor(() =>
      expect(link.shadowRoot?.querySelector('[part~="link"]')?.textContent).toBe('Корзина'),
    );
    expect(link.shadowRoot?.mode).toBe('open');
  });
});
