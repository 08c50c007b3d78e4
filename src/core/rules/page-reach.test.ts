import { describe, expect, it } from 'vitest';
import { pageReach } from './page-reach';

describe('pageReach', () => {
  it('reads the API’s own origin, another origin, and a partner’s page', () => {
    expect(pageReach('https://opt.example.ru/basket/', 'https://opt.example.ru')).toBe('api-origin');
    expect(pageReach('https://opt.example.ru/basket/', '')).toBe('api-origin');
    expect(pageReach('https://opt.example.ru/basket/', '/api')).toBe('api-origin');
    expect(pageReach('https://www.example.ru/', 'https://opt.example.ru')).toBe('other-origin');
    expect(pageReach('http://127.0.0.1:8083/embed/cms.html', 'http://127.0.0.1:8080')).toBe('other-origin');
    expect(pageReach('https://partner.example/', 'https://opt.example.ru', 'pk_1')).toBe('partner');
    // A partner key rules, whatever the origin: a partner's page never has the session.
    expect(pageReach('https://opt.example.ru/', 'https://opt.example.ru', 'pk_1')).toBe('partner');
  });

  it('is the API’s origin outside a browser, and with an API address it cannot read', () => {
    expect(pageReach(undefined, 'https://opt.example.ru')).toBe('api-origin');
    expect(pageReach('https://www.example.ru/', 'http://[bad')).toBe('api-origin');
  });
});
