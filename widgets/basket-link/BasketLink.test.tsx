import { getSession } from '@portal/core/session';
import { signInWith } from '@portal/test';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BasketLink } from './BasketLink';

describe('BasketLink', () => {
  it('leads a visitor to log in', () => {
    getSession().$signedIn.set(false);
    render(<BasketLink />);
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/\/login\/$/);
  });

  it('leads a client to the basket', () => {
    signInWith(getSession());
    render(<BasketLink />);
    expect(screen.getByRole('link', { name: 'Корзина' }).getAttribute('href')).toMatch(/\/basket\/$/);
  });
});
