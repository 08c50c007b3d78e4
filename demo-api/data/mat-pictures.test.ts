import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannerLines, bannerPicture } from './mat-pictures';
import { MAT_BANNERS } from './mats';

describe('bannerLines', () => {
  it('keeps every word, in order, each line within its room unless one word is longer', () => {
    const word = fc.stringMatching(/^[а-яa-z0-9-]{1,30}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 5, max: 40 }),
        (words, room) => {
          const lines = bannerLines(words.join(' '), room);
          expect(lines.join(' ')).toBe(words.join(' '));
          for (const line of lines) expect(line.length <= room || !line.includes(' ')).toBe(true);
        },
      ),
    );
  });

  it("writes each banner's name in lines of at most 20 letters", () => {
    for (const banner of MAT_BANNERS) {
      const picture = bannerPicture(banner.ID) ?? '';
      const lines = [...picture.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1] ?? '');
      expect(lines.join(' ')).toBe(banner.NAME);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(20);
    }
  });
});
