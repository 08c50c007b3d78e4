import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAIN = 'src/core/domain';

/**
 * A statement at the left margin that declares or imports a type, or carries on one: a comment,
 * the closing bracket of an interface or a generic type, a union's next member. Anything else is code.
 */
const TYPE_ONLY = /^(?:$|import type |export type |export interface |\/\*\*| \*|\/\/|[}>\]]|\s)/;

describe('the domain module', () => {
  const files = readdirSync(DOMAIN).filter((file) => file.endsWith('.ts'));

  it.each(files)('%s holds plain types only: the calls and the rules share it, it runs nothing', (file) => {
    const lines = readFileSync(join(DOMAIN, file), 'utf8').split('\n');
    expect(lines.filter((line) => !TYPE_ONLY.test(line))).toEqual([]);
  });
});
