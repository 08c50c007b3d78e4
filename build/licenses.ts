import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the notices of the third-party code inside the widget files are written (packed too). */
export const LICENSES_DIR = 'dist/licenses';
export const THIRD_PARTY_FILE = 'THIRD-PARTY-LICENSES.txt';

/** The package a bundled module comes from (`preact`, `@nanostores/react`), or null for ours. */
export function packageOf(moduleId: string): string | null {
  const path = moduleId.split('?')[0] ?? '';
  const at = path.lastIndexOf('/node_modules/');
  if (at === -1) return null;
  const [scope = '', name = ''] = path.slice(at + '/node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/**
 * The notice of every third-party package whose code the widget files hold: its name, version,
 * license and license text, as the MIT and similar licenses ask of a copy that is passed on.
 */
export function thirdPartyLicenses(chunks: readonly { moduleIds: readonly string[] }[]): string {
  const packages = [
    ...new Set(chunks.flatMap((chunk) => chunk.moduleIds.flatMap((id) => packageOf(id) ?? []))),
  ].sort();
  const notices = packages.map((name) => {
    const dir = join('node_modules', name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      version: string;
      license?: string;
    };
    const file = existsSync(dir)
      ? readdirSync(dir).find((entry) => /^(licen[cs]e|copying)/i.test(entry))
      : undefined;
    const text = file
      ? readFileSync(join(dir, file), 'utf8').trim()
      : `License: ${manifest.license ?? 'see the package'}`;
    return `${name} ${manifest.version} (${manifest.license ?? 'unknown'})\n\n${text}`;
  });
  return `The widget files hold code of these packages, under their own licenses.\n\n${notices.join(
    `\n\n${'-'.repeat(72)}\n\n`,
  )}\n`;
}
