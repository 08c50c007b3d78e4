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
 * What is wrong between the parts a widget's code gives and those its manifest entry (`@csspart`)
 * and its README name: each direction, each place, one line.
 */
export function partDifferences(
  tag: string,
  parts: { used: ReadonlySet<string>; manifest: ReadonlySet<string>; readme: ReadonlySet<string> },
): string[] {
  const missing = (from: ReadonlySet<string>, inside: ReadonlySet<string>) =>
    [...from].filter((part) => !inside.has(part));
  return (
    [
      ['used but not in the manifest (a @csspart line)', missing(parts.used, parts.manifest)],
      ['used but not in its README', missing(parts.used, parts.readme)],
      ['in the manifest but never used', missing(parts.manifest, parts.used)],
      ['in its README but never used', missing(parts.readme, parts.used)],
    ] as const
  )
    .filter(([, names]) => names.length > 0)
    .map(([what, names]) => `${tag}: parts ${what}: ${names.join(', ')}`);
}

/**
 * The part problems of every widget (partDifferences): the parts its code gives are read from
 * every source file of what its page may download (lazy parts included, from the build's modules).
 */
export function partProblems(manifest: Package, names: readonly string[], modules: ChunkModules): string[] {
  return names.flatMap((name) => {
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
    return partDifferences(tagOf(name), {
      used: new Set([...sources].flatMap((file) => partsIn(readFileSync(file, 'utf8')))),
      manifest: new Set((element?.cssParts ?? []).map((part) => part.name)),
      readme: new Set(readmeParts(readFileSync(`widgets/${name}/README.md`, 'utf8'))),
    });
  });
}
