import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { barrelRewriter } from './barrel-imports-plugin';

const root = resolve(import.meta.dirname, '..');
const file = (path: string) => JSON.stringify(resolve(root, path));
const rewrite = barrelRewriter(root);
const widget = resolve(root, 'widgets/quick-search/QuickSearch.tsx');

describe('barrel imports', () => {
  it('imports each name from the module that defines it, following the messages barrel', () => {
    expect(
      rewrite("import { searchMessages, fetchQuickSearch, type SearchType } from '@portal/core';", widget),
    ).toBe(
      [
        `import { searchMessages } from ${file('src/core/messages/search.ts')};`,
        `import { fetchQuickSearch } from ${file('src/core/api/search.ts')};`,
      ].join('\n'),
    );
  });

  it('keeps renames, and rewrites re-exports too', () => {
    expect(rewrite("export { AnonymousDialog as Dialog } from '@portal/ui';", widget)).toBe(
      `export { AnonymousDialog as Dialog } from ${file('src/ui/AnonymousDialog.tsx')};`,
    );
  });

  it('rewrites a relative import of an inner barrel inside core', () => {
    const errors = resolve(root, 'src/core/api/errors.ts');
    expect(rewrite("import { commonMessages } from '../messages';", errors)).toBe(
      `import { commonMessages } from ${file('src/core/messages/common.ts')};`,
    );
  });

  it('leaves other imports, and names it cannot place, as they were', () => {
    const code = "import { useState } from 'react';\nimport { x } from './local';";
    expect(rewrite(code, widget)).toBe(code);
    expect(rewrite("import { notExported } from '@portal/core';", widget)).toBe(
      "import { notExported } from '@portal/core';",
    );
  });
});
