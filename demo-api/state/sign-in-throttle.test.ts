import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS, SignInThrottle } from './sign-in-throttle';

const MINUTE = 60_000;

function throttle() {
  const clock = { now: 0 };
  return { clock, signIns: new SignInThrottle(() => clock.now) };
}

/** What a stranger does: a wrong password for `login` from one of a few addresses, then time passes. */
const strangerTry = fc.record({
  login: fc.constantFrom('demo', 'basic', 'someone'),
  address: fc.constantFrom('10.0.0.1', '10.0.0.2', '192.168.1.7', '203.0.113.9'),
  /** A device cookie the stranger made up, or one of their own. */
  device: fc.option(fc.constantFrom('forged', 'strangers-own'), { nil: undefined }),
  afterMs: fc.integer({ min: 0, max: 20 * MINUTE }),
});

describe('SignInThrottle', () => {
  it("never holds back the client's own browser for a stranger's failures, nor the login elsewhere for long", () => {
    fc.assert(
      fc.property(fc.array(strangerTry, { maxLength: 200 }), (tries) => {
        const { clock, signIns } = throttle();
        const client = { login: 'demo', address: '198.51.100.4' };
        const device = signIns.trustDevice('demo', undefined);
        // The stranger signed in as someone of their own from one of their browsers.
        signIns.trustDevice('someone', 'strangers-own');
        for (const attempt of tries) {
          if (signIns.wait(attempt) === 0) signIns.failed(attempt);
          clock.now += attempt.afterMs;
        }
        expect(signIns.wait({ ...client, device })).toBe(0);
        // A browser the client never used, at an address the stranger never used: a short wait at most.
        expect(signIns.wait(client)).toBeLessThanOrEqual(SIGN_IN_LIMITS.login.maxWaitMs);
      }),
    );
  });

  it("keeps the address's count through the attacker's own sign-ins, and forgets it after an hour", () => {
    const { clock, signIns } = throttle();
    const address = '10.0.0.1';
    for (let guess = 0; guess < 20; guess++) {
      expect(signIns.wait({ login: `guess${guess}`, address })).toBe(0);
      signIns.failed({ login: `guess${guess}`, address });
      // Every third guess, the attacker signs in as themselves from the same address.
      if (guess % 3 === 2) signIns.succeeded({ login: 'attacker', address });
    }
    expect(signIns.wait({ login: 'guess99', address })).toBe(MINUTE);
    expect(signIns.wait({ login: 'guess99', address: '10.0.0.2' })).toBe(0);
    clock.now += 60 * MINUTE;
    expect(signIns.wait({ login: 'guess99', address })).toBe(0);
  });

  it('slows one login tried from many addresses by short waits that grow, up to five minutes', () => {
    const { signIns } = throttle();
    const waits: number[] = [];
    for (let n = 0; n < 20; n++) {
      const attempt = { login: 'demo', address: `10.0.0.${n}` };
      waits.push(signIns.wait(attempt));
      signIns.failed(attempt);
    }
    expect(waits.slice(0, 10)).toEqual(Array(10).fill(0));
    const fresh = { login: 'demo', address: '10.0.1.1' };
    expect(signIns.wait(fresh)).toBe(5 * MINUTE);
    signIns.succeeded({ login: 'demo', address: '10.0.1.2', device: signIns.trustDevice('demo', undefined) });
    expect(signIns.wait(fresh)).toBe(0);
  });

  it('holds back a known browser by its own failures, and forgets a device cookie it never issued', () => {
    const { signIns } = throttle();
    const device = signIns.trustDevice('demo', 'made-up');
    expect(device).not.toBe('made-up');
    const mine = { login: 'demo', address: '10.0.0.1', device };
    for (let n = 0; n < 5; n++) signIns.failed(mine);
    expect(signIns.wait(mine)).toBe(MINUTE);
    // The same browser for another login is a browser like any other.
    expect(signIns.wait({ ...mine, login: 'basic' })).toBe(0);
    expect(signIns.trustDevice('basic', device)).toBe(device);
  });
});
