import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from './client';
import { exchangeGrant } from './token-grant';

const turns = vi.hoisted(() => ({ taken: [] as string[] }));

// The tab's turns, counted: the refresh must be sent inside one.
vi.mock('./refresh-turns', () => ({
  inTurn: async <T>(refresh: () => Promise<T>): Promise<T> => {
    turns.taken.push('turn');
    return refresh();
  },
}));

afterEach(() => {
  turns.taken.length = 0;
});

const answered = (): Promise<Answer> =>
  Promise.resolve({ status: 200, body: { out: { access_token: 'access', expires_in: 3600 } } });

describe('exchangeGrant', () => {
  it("sends a refresh only in the tab's turn, since every tab sends the one cookie", async () => {
    const sent: string[] = [];
    const send = vi.fn(async (path: string) => {
      sent.push(`${path} after ${turns.taken.length} turn`);
      return answered();
    });
    expect(await exchangeGrant(send, { grant_type: 'refresh_token' })).toBe('access');
    expect(sent).toEqual(['/ajax/oauth.php after 1 turn']);
  });

  it("exchanges a sign-in's code at once: it carries no shared cookie", async () => {
    expect(await exchangeGrant(answered, { grant_type: 'authorization_code', code: 'c' })).toBe('access');
    expect(turns.taken).toEqual([]);
  });
});
