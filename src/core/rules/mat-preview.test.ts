import { matDataWire } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { matConstructorDataWire } from '../api/mats';
import { defaultMatConfiguration } from './mat-configuration';
import { matPreviewLayers } from './mat-preview';

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

  it('draws a 3D set’s raised rim under each item’s cells, and none for a 2D set', () => {
    const flat = { ...defaultMatConfiguration(data), matType: '1' };
    const raised = { ...flat, matType: '2' };
    const base = 'https://portal.example.ru/demo-assets/mats/preview/EVA-01012/';
    expect(matPreviewLayers(flat, data, config).map((layer) => layer.key)).toEqual([
      'outline',
      'cells-h5arfuiw',
      'edging-h5arfuiw',
    ]);
    expect(matPreviewLayers(raised, data, config).slice(0, 3)).toEqual([
      { key: 'outline', src: `${base}outline.svg`, tint: null },
      { key: 'rim-h5arfuiw', src: `${base}bort/h5arfuiw.svg`, tint: '#1f1f21' },
      { key: 'cells-h5arfuiw', src: `${base}romb/h5arfuiw.svg`, tint: '#1f1f21' },
    ]);
  });

  it('leaves out a picture the server gave on another host', () => {
    const wire = matDataWire();
    const foreign = matConstructorDataWire({
      ...wire,
      model_labels: wire.model_labels.map((label) => ({
        ...label,
        PICTURE_KONST: 'https://evil.example/x.svg',
      })),
    });
    const configuration = { ...defaultMatConfiguration(foreign), namePlates: [{ id: '701', qty: 1 }] };
    expect(matPreviewLayers(configuration, foreign, config).map((layer) => layer.key)).toEqual([
      'outline',
      'cells-h5arfuiw',
      'edging-h5arfuiw',
    ]);
  });

  it('uses the rhombus folder for cell shape 1', () => {
    const layers = matPreviewLayers(defaultMatConfiguration(data), data, config);
    expect(layers.map((layer) => layer.src)).toContain(
      'https://portal.example.ru/demo-assets/mats/preview/EVA-01012/romb/h5arfuiw.svg',
    );
  });
});
