import { readFileSync } from 'node:fs';

interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string }[] }>;
}

export const WIDGETS_DIR = 'dist/widgets';

function readMetafile(): Metafile {
  return JSON.parse(readFileSync(`${WIDGETS_DIR}/metafile-esm.json`, 'utf8')) as Metafile;
}

/**
 * The files a page downloads for these bundle files: each file and everything it imports
 * statically (dynamic imports are the loader's lazy widgets and are not downloaded up front).
 */
export function staticClosure(files: readonly string[], metafile: Metafile = readMetafile()): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { path, kind } of metafile.outputs[file]?.imports ?? []) {
      if (kind === 'import-statement') visit(path);
    }
  };
  for (const file of files) visit(`${WIDGETS_DIR}/${file}`);
  return [...seen].sort();
}
