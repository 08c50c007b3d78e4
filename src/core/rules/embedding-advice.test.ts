import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { embeddingAdvice, sameSite } from './embedding-advice';

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
