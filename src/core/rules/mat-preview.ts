import type { PortalConfig } from '../config';
import type { MatConstructorData } from '../domain/mats';
import type { MatConfiguration } from './mat-configuration';
import { safeImageUrl } from './safe-url';

/** The preview's size (doc 2 §9). */
export const MAT_PREVIEW_SIZE = { width: 418, height: 631 } as const;

/** One layer of the preview: a picture, or a mask painted with `tint` (a CSS colour). */
export interface MatPreviewLayer {
  key: string;
  src: string;
  tint: string | null;
}

/** Cell shape 1 is the rhombus, 2 the honeycomb: their preview folders (doc 2 §4). */
function matCellFolder(materialId: string): 'romb' | 'sota' {
  return materialId === '2' ? 'sota' : 'romb';
}

/**
 * The layers of the 418×631 preview, bottom up (DESIGN "Mat constructor"): the pattern's outline;
 * for each chosen item, on a 3D mat type its raised rim tinted by the material colour, its cells
 * tinted by the material colour and its edging tinted by the edging colour; the name plates; the
 * heel pads. Layers whose address is not safe to use (`safeImageUrl`)
 * are left out.
 */
export function matPreviewLayers(
  configuration: MatConfiguration,
  data: MatConstructorData,
  config: PortalConfig,
): MatPreviewLayer[] {
  const base = data.pattern.previewPath.replace(/\/?$/, '/');
  const colour =
    data.colours.find((candidate) => candidate.id === configuration.materialColour)?.code ?? null;
  const edging =
    data.edgingColours.find((candidate) => candidate.id === configuration.edgingColour)?.code ?? null;
  const cells = matCellFolder(configuration.material);
  const kind = data.pattern.types.find((type) => type.id === configuration.matType)?.kind;
  const layer = (key: string, path: string, tint: string | null = null) => {
    const src = safeImageUrl(path, { config });
    return src ? [{ key, src, tint }] : [];
  };
  const pictures = (chosen: MatConfiguration['namePlates'], list: MatConstructorData['namePlates']) =>
    chosen.flatMap((line) => {
      const found = list.find((item) => item.id === line.id);
      return found ? layer(`picture-${found.id}`, found.previewPicture) : [];
    });
  return [
    ...(data.pattern.previewPath ? layer('outline', `${base}outline.svg`) : []),
    ...(data.pattern.previewPath
      ? configuration.items.flatMap((line) => [
          // A 3D set's raised rim, under the cells: the shape the dearer type pays for.
          ...(kind === '3D' ? layer(`rim-${line.id}`, `${base}bort/${line.id}.svg`, colour ?? '#777') : []),
          ...layer(`cells-${line.id}`, `${base}${cells}/${line.id}.svg`, colour ?? '#777'),
          ...layer(`edging-${line.id}`, `${base}kant/${line.id}.svg`, edging ?? '#333'),
        ])
      : []),
    ...pictures(configuration.namePlates, data.namePlates),
    ...pictures(configuration.heelPads, data.heelPads),
  ];
}
