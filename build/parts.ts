import { existsSync, readFileSync } from 'node:fs';
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema';
import { tagOf } from '../widgets/tags.ts';
import { type ChunkModules, fullDownload } from './closure.ts';

/** `part="row"`, `part="badge login"`, and the container's `setAttribute('part', 'root')`. */
const PART = /\bpart="([^"]+)"|setAttribute\('part', '([^']+)'\)/g;

/** The part names a source file gives its elements. */
export function partsIn(source: string): string[] {
  return [...source.matchAll(PART)]
    .flatMap(([, names = '', root = '']) => `${names} ${root}`.split(/\s+/))
    .filter(Boolean);
}

/** The names of a widget README's "Parts:" sentence: its backticked words up to the first full stop. */
export function readmeParts(readme: string): string[] {
  const sentence = readme.match(/Parts: ([\s\S]*?)\.(\s|$)/)?.[1] ?? '';
  return [...sentence.matchAll(/`([a-z][a-z-]*)`/g)].map(([, name = '']) => name);
}

/**
 * What is wrong with the documentation of the widgets' parts: a part that a widget's code gives
 * (any source file of what its page may download, lazy parts included) and that its manifest entry
 * or README does not name, or one named there that its code never gives.
 */
export function partProblems(manifest: Package, names: readonly string[], modules: ChunkModules): string[] {
  const problems: string[] = [];
  for (const name of names) {
    const element = manifest.modules
      .flatMap((module) => module.declarations ?? [])
      .find(
        (declaration): declaration is CustomElementDeclaration =>
          'tagName' in declaration && declaration.tagName === tagOf(name),
      );
    const sources = new Set(
      fullDownload([`${name}.js`], undefined, modules)
        .flatMap((file) => Object.keys(modules[file]?.modules ?? {}))
        .filter((module) => /^(src|widgets)\/.*\.tsx?$/.test(module) && existsSync(module)),
    );
    const used = new Set([...sources].flatMap((file) => partsIn(readFileSync(file, 'utf8'))));
    const documented = new Set((element?.cssParts ?? []).map((part) => part.name));
    const readme = new Set(readmeParts(readFileSync(`widgets/${name}/README.md`, 'utf8')));
    const missing = (from: Set<string>, inside: Set<string>) => [...from].filter((part) => !inside.has(part));
    for (const [what, parts] of [
      ['used but not in the manifest (a @csspart line)', missing(used, documented)],
      ['used but not in its README', missing(used, readme)],
      ['in the manifest but never used', missing(documented, used)],
      ['in its README but never used', missing(readme, used)],
    ] as const)
      if (parts.length > 0) problems.push(`${tagOf(name)}: parts ${what}: ${parts.join(', ')}`);
  }
  return problems;
}
