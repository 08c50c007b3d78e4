import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatConfiguration } from './mat-configuration';
import {
  matConfigurationHash,
  matConstructorPath,
  matPatternHash,
  matPatternPath,
  parseMatConstructorPath,
  parseMatHash,
} from './mat-route';
import { matchPortalPath } from './portal-paths';

/** A single id: anything but empty or '-', the segment of a part left out. */
const single = fc.string({ minLength: 1, maxLength: 12 }).filter((id) => id !== '-');
/** An id in an item list: letters, digits, '_' and '-'. */
const listId = fc.stringMatching(/^[\w-]{1,10}$/).filter((id) => id !== '-');
const lines = fc.uniqueArray(fc.record({ id: listId, qty: fc.integer({ min: 1, max: 9999 }) }), {
  selector: (line) => line.id,
  maxLength: 6,
});

const configuration: fc.Arbitrary<MatConfiguration> = fc.record({
  dec: single,
  transmission: single,
  matType: single,
  material: single,
  items: lines,
  materialColour: single,
  edgingColour: single,
  namePlates: lines,
  heelPads: lines,
});

const CAMRY: MatConfiguration = {
  dec: 'EVA-01012',
  transmission: '2',
  matType: '1',
  material: '1',
  items: [
    { id: 'h5arfuiw', qty: 1 },
    { id: 'b6gq2slx', qty: 2 },
  ],
  materialColour: '3',
  edgingColour: '6',
  namePlates: [],
  heelPads: [{ id: '802', qty: 1 }],
};

describe('the constructor route', () => {
  it('writes every choice as a segment of the portal route', () => {
    const path = matConstructorPath(CAMRY);
    expect(path).toBe('/opt/carpetelli/constructor/EVA-01012/2/1/1/h5arfuiw.b6gq2slx~2/3/6/-/802');
    expect(matchPortalPath(path)).toBe('matConstructor');
    expect(matConfigurationHash(CAMRY)).toBe('#mats/EVA-01012/2/1/1/h5arfuiw.b6gq2slx~2/3/6/-/802');
  });

  it('reads back what it wrote: parse ∘ format is the identity (route and hash)', () => {
    fc.assert(
      fc.property(configuration, (chosen) => {
        const fromPath = parseMatConstructorPath(matConstructorPath(chosen));
        expect(fromPath).toEqual({ draft: chosen, valid: true });
        expect(matchPortalPath(matConstructorPath(chosen))).toBe('matConstructor');
        expect(parseMatHash(matConfigurationHash(chosen))).toEqual({ draft: chosen, valid: true });
      }),
    );
  });

  it('reads a pattern alone, or with only some parts, as a valid draft', () => {
    expect(parseMatConstructorPath(matPatternPath('EVA-01012'))).toEqual({
      draft: { dec: 'EVA-01012' },
      valid: true,
    });
    expect(parseMatHash(matPatternHash('EVA 1/2'))).toEqual({ draft: { dec: 'EVA 1/2' }, valid: true });
    expect(parseMatConstructorPath('/opt/carpetelli/constructor/EVA-01012/2/1/')).toEqual({
      draft: { dec: 'EVA-01012', transmission: '2', matType: '1' },
      valid: true,
    });
  });

  it('marks a malformed link, keeping what it can', () => {
    expect(parseMatConstructorPath('/opt/carpetelli/constructor/EVA-01012/2/1/1/h5arfuiw~0.x~y/3')).toEqual({
      draft: {
        dec: 'EVA-01012',
        transmission: '2',
        matType: '1',
        material: '1',
        items: [{ id: 'h5arfuiw', qty: 1 }],
        materialColour: '3',
      },
      valid: false,
    });
    expect(parseMatHash('#mats/EVA-01012/%E0%A4%A/1')?.valid).toBe(false);
    expect(parseMatHash('#mats/EVA-01012/2/1/1/-/3/6/-/-/extra')?.valid).toBe(false);
  });

  it('names no configuration outside the constructor', () => {
    expect(parseMatConstructorPath('/opt/carpetelli/')).toBeNull();
    expect(parseMatConstructorPath('/opt/carpetelli/constructor/')).toBeNull();
    expect(parseMatHash('')).toBeNull();
    expect(parseMatHash('#top')).toBeNull();
  });
});
