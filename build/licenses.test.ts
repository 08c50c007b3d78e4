import { describe, expect, it } from 'vitest';
import { packageOf, thirdPartyLicenses } from './licenses';

describe('third-party notices of the widget files', () => {
  it('names the package of a bundled module, scoped or not, and none for ours', () => {
    expect(packageOf('/w/node_modules/preact/compat/dist/compat.module.js')).toBe('preact');
    expect(packageOf('/w/node_modules/@nanostores/react/index.js?widget=basket-badge')).toBe(
      '@nanostores/react',
    );
    expect(packageOf('/w/src/core/config.ts')).toBeNull();
  });

  it("gives each package once, with its version, license and the license's text", () => {
    const text = thirdPartyLicenses([
      { moduleIds: ['/w/node_modules/preact/dist/preact.module.js', '/w/src/core/config.ts'] },
      { moduleIds: ['/w/node_modules/preact/hooks/dist/hooks.module.js'] },
    ]);
    expect(text.match(/^preact \d+\.\d+\.\d+ \(MIT\)$/gm)).toHaveLength(1);
    expect(text).toContain('Permission is hereby granted');
  });
});
