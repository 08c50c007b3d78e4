import { matDataWire } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { matConstructorDataWire } from '../api/mats';
import { defaultMatConfiguration } from './mat-configuration';
import { matAssetUrl, matPreviewLayers } from './mat-preview';

const config = { apiBase: 'https://portal.example.ru', portalBase: 'https://b2b.example.ru' };
const data = matConstructorDataWire(matDataWire());

describe('matPreviewLayers', () => {
  it('stacks the outline, each item’s cells and edging in their colours, then name plates and heel pads', () => {
    const configuration = {
      ...defaultMatConfiguration(data),
      material: '2',
      materialColour: '5',
      edgingColour: '6',
      items: [
        { id: 'c1cwzy5i', qty: 1 },
        { id: 'b6gq2slx', qty: 1 },
      ],
      namePlates: [{ id: '701', qty: 1 }],
      heelPads: [{ id: '802', qty: 1 }],
    };
    const base = 'https://portal.example.ru/demo-assets/mats/preview/EVA-01012/';
    expect(matPreviewLayers(configuration, data, config)).toEqual([
      { key: 'outline', src: `${base}outline.svg`, tint: null },
      { key: 'cells-c1cwzy5i', src: `${base}sota/c1cwzy5i.svg`, tint: '#24418f' },
      { key: 'edging-c1cwzy5i', src: `${base}kant/c1cwzy5i.svg`, tint: '#b3261e' },
      { key: 'cells-b6gq2slx', src: `${base}sota/b6gq2slx.svg`, tint: '#24418f' },
      { key: 'edging-b6gq2slx', src: `${base}kant/b6gq2slx.svg`, tint: '#b3261e' },
      {
        key: 'picture-701',
        src: 'https://portal.example.ru/demo-assets/mats/labels/701-konst.svg',
        tint: null,
      },
      {
        key: 'picture-802',
        src: 'https://portal.example.ru/demo-assets/mats/heels/802-konst.svg',
        tint: null,
      },
    ]);
  });

  it('uses the rhombus folder for cell shape 1', () => {
    const layers = matPreviewLayers(defaultMatConfiguration(data), data, config);
    expect(layers.map((layer) => layer.src)).toContain(
      'https://portal.example.ru/demo-assets/mats/preview/EVA-01012/romb/h5arfuiw.svg',
    );
  });
});

describe('matAssetUrl', () => {
  it('resolves a relative path against the API and keeps http(s) on the configured hosts', () => {
    expect(matAssetUrl('/upload/a.png', config)).toBe('https://portal.example.ru/upload/a.png');
    expect(matAssetUrl('upload/a.png', config)).toBe('https://portal.example.ru/upload/a.png');
    expect(matAssetUrl('https://b2b.example.ru/a.png', config)).toBe('https://b2b.example.ru/a.png');
  });

  it('drops anything else', () => {
    for (const value of [
      '',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'https://evil.example/a.png',
      '//evil.example/a.png',
      'vbscript:x',
    ])
      expect(matAssetUrl(value, config), value).toBeNull();
  });
});
