import { copyFileSync, existsSync, renameSync } from 'node:fs';

/**
 * npm packs the README at the package's root, and that is the project's, for its developers. The
 * package's users get theirs (package/README.md): `swap` puts it in place for `npm pack` (prepack),
 * `restore` puts the project's back (postpack). Safe to run twice; a swap left over by an
 * interrupted pack is undone by the next `restore`.
 */
export const PROJECT_README_ASIDE = '.README.project.md';

export function swapInPackageReadme(): void {
  if (existsSync(PROJECT_README_ASIDE)) return;
  renameSync('README.md', PROJECT_README_ASIDE);
  copyFileSync('package/README.md', 'README.md');
}

export function restoreProjectReadme(): void {
  if (existsSync(PROJECT_README_ASIDE)) renameSync(PROJECT_README_ASIDE, 'README.md');
}

const command = process.argv[2];
if (command === 'swap') swapInPackageReadme();
else if (command === 'restore') restoreProjectReadme();
