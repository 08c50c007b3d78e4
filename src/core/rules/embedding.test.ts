import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { embeddingAdvice, pageReach, sameSite } from './embedding';

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

describe('sameSite', () => {
  it('counts origins of one registrable domain and scheme as one site, ports aside', () => {
    expect(sameSite('https://www.example.ru', 'https://opt.example.ru')).toBe(true);
    expect(sameSite('http://127.0.0.1:8083', 'http://127.0.0.1:8080')).toBe(true);
    expect(sameSite('http://localhost:8083', 'http://localhost:8080')).toBe(true);
    expect(sameSite('http://localhost:8083', 'http://127.0.0.1:8080')).toBe(false);
    expect(sameSite('https://partner.example', 'https://opt.example.ru')).toBe(false);
    expect(sameSite('http://www.example.ru', 'https://opt.example.ru')).toBe(false);
    expect(sameSite('http://10.0.0.2', 'http://10.0.0.1')).toBe(false);
  });

  it('holds for any two hosts under one domain, and never across two domains', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
    fc.assert(
      fc.property(label, label, label, label, (a, b, domain, other) => {
        expect(sameSite(`https://${a}.${domain}.ru`, `https://${b}.${domain}.ru:8443`)).toBe(true);
        if (domain !== other)
          expect(sameSite(`https://${a}.${domain}.ru`, `https://${a}.${other}.ru`)).toBe(false);
      }),
    );
  });
});

describe('embeddingAdvice', () => {
  const cms = { page: 'http://127.0.0.1:8083', api: 'http://127.0.0.1:8080', cookiesEnabled: true };

  it('says which origin and which headers the API must answer when it gave no readable answer', () => {
    const advice = embeddingAdvice('unreachable', cms);
    expect(advice).toMatch(/^\[portal\] No session for http:\/\/127\.0\.0\.1:8083: /);
    expect(advice).toContain('http://127.0.0.1:8080/ajax/oauth.php');
    expect(advice).toContain('"Access-Control-Allow-Origin: http://127.0.0.1:8083"');
    expect(advice).toContain('"Access-Control-Allow-Credentials: true"');
    expect(advice).toContain('The widgets show what an anonymous visitor sees.');
    expect(advice).toContain('"Embedding origins"');
  });

  it('says why a refusal is certain on another site, and with cookies blocked', () => {
    expect(embeddingAdvice('refused', { ...cms, page: 'http://localhost:8083' })).toContain(
      'it is not on the site of http://127.0.0.1:8080',
    );
    expect(embeddingAdvice('refused', { ...cms, cookiesEnabled: false })).toContain(
      'this browser blocks cookies',
    );
  });

  it('says nothing when nothing needs setting up: a session, an anonymous visitor, a server error', () => {
    expect(embeddingAdvice('signed-in', cms)).toBeNull();
    expect(embeddingAdvice('refused', cms)).toBeNull();
    expect(embeddingAdvice('failed', cms)).toBeNull();
  });
});
