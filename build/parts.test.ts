import { describe, expect, it } from 'vitest';
import { partDifferences, partsIn, readmeParts } from './parts.ts';

describe('the part check of the widget build', () => {
  it('reads the parts a source gives, several to an element, and the container’s', () => {
    const source = `
      <div part="row" className={css.row}>
        <a part="badge login" href={href} />
        <Notice part="error" tone="error" />
      </div>;
      container.setAttribute('part', 'root');
      const notAPart = 'part="x';`;
    expect(partsIn(source)).toEqual(['row', 'badge', 'login', 'error', 'root']);
  });

  it('reads the README’s "Parts:" sentence up to its full stop, not the CSS example after it', () => {
    const readme = `## Parts and theme

Parts: \`root\`, \`badge\` (the link; also \`login\` for visitors), \`count\`,
\`total\`. Theme: the \`--portal-*\` custom properties.

\`\`\`css
portal-basket-badge::part(other) {}
\`\`\``;
    expect(readmeParts(readme)).toEqual(['root', 'badge', 'login', 'count', 'total']);
  });

  it('names each part given but not documented, and each documented but never given', () => {
    expect(
      partDifferences('portal-x', {
        used: new Set(['root', 'row', 'skeleton']),
        manifest: new Set(['root', 'row', 'error']),
        readme: new Set(['root', 'skeleton', 'row']),
      }),
    ).toEqual([
      'portal-x: parts used but not in the manifest (a @csspart line): skeleton',
      'portal-x: parts in the manifest but never used: error',
    ]);
    expect(
      partDifferences('portal-x', {
        used: new Set(['root', 'row']),
        manifest: new Set(['row', 'root']),
        readme: new Set(['root']),
      }),
    ).toEqual(['portal-x: parts used but not in its README: row']);
  });

  it('finds nothing wrong when code, manifest and README agree', () => {
    const parts = new Set(['root', 'row']);
    expect(partDifferences('portal-x', { used: parts, manifest: parts, readme: parts })).toEqual([]);
  });
});
