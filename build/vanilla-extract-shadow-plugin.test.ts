import { describe, expect, it } from 'vitest';
import { remToPx } from './vanilla-extract-shadow-plugin';

describe('remToPx', () => {
  it('gives each rem the 16 px it stands for', () => {
    expect(remToPx('.a{font-size:0.8125rem;padding:.5rem 1.25rem;margin:-0.375rem}')).toBe(
      '.a{font-size:13px;padding:8px 20px;margin:-6px}',
    );
  });

  it('leaves other units and names that contain rem be', () => {
    expect(remToPx('.x1rem_a{--p-2rem:2em;gap:4px}@media (max-width:47.9375em){.b{top:0}}')).toBe(
      '.x1rem_a{--p-2rem:2em;gap:4px}@media (max-width:47.9375em){.b{top:0}}',
    );
  });
});
