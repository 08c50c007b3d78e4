import type { MatConstructorData } from '../api/mats';
import type { PortalConfig } from '../config';
import type { MatConfiguration } from './mat-configuration';

/** The preview's size (doc 2 §9). */
export const MAT_PREVIEW_SIZE = { width: 418, height: 631 } as const;

/**
 * A picture URL the server sent (PICTURE, PICTURE_KONST, PREVIEW_PATH…) as the page may use it
 * (DESIGN "Server HTML"): a relative path on the API's host, or an http(s) address on the API's or
 * the portal's host; anything else (javascript:, data:, other hosts) is `null`.
 */
export function matAssetUrl(
  value: string,
  config: Pick<PortalConfig, 'apiBase' | 'portalBase'>,
): string | null {
  const text = value.trim();
  if (text === '' || text.startsWith('//')) return null;
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(text);
  try {
    // Parsed either way: the address comes out with its quotes and spaces percent-encoded.
    const url = new URL(relative ? `${config.apiBase}/${text.replace(/^\/+/, '')}` : text);
    if (relative) return url.href;
    const hosts = [config.apiBase, config.portalBase].flatMap((base) => {
      try {
        return [new URL(base).origin];
      } catch {
        return [];
      }
    });
    return /^https?:$/.test(url.protocol) && hosts.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

/** One layer of the preview: a picture, or a mask painted with `tint` (a CSS colour). */
export interface MatPreviewLayer {
  key: string;
  src: string;
  tint: string | null;
}

/** Cell shape 1 is the rhombus, 2 the honeycomb: their preview folders (doc 2 §4). */
export function matCellFolder(materialId: string): 'romb' | 'sota' {
  return materialId === '2' ? 'sota' : 'romb';
}

/**
 * The layers of the 418×631 preview, bottom up (DESIGN "Mat constructor"): the pattern's outline;
 * for each chosen item its cells tinted by the material colour and its edging tinted by the edging
 * colour; the name plates; the heel pads. Layers whose address is not usable are left out.
 */
export function matPreviewLayers(
  configuration: MatConfiguration,
  data: MatConstructorData,
  config: Pick<PortalConfig, 'apiBase' | 'portalBase'>,
): MatPreviewLayer[] {
  const base = data.pattern.previewPath.replace(/\/?$/, '/');
  const colour =
    data.colours.find((candidate) => candidate.id === configuration.materialColour)?.code ?? null;
  const edging =
    data.edgingColours.find((candidate) => candidate.id === configuration.edgingColour)?.code ?? null;
  const cells = matCellFolder(configuration.material);
  const layer = (key: string, path: string, tint: string | null = null) => {
    const src = matAssetUrl(path, config);
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
          ...layer(`cells-${line.id}`, `${base}${cells}/${line.id}.svg`, colour ?? '#777'),
          ...layer(`edging-${line.id}`, `${base}kant/${line.id}.svg`, edging ?? '#333'),
        ])
      : []),
    ...pictures(configuration.namePlates, data.namePlates),
    ...pictures(configuration.heelPads, data.heelPads),
  ];
}
