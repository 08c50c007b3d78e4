import { globalStyle, style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const html = style({ lineHeight: 1.55, overflowWrap: 'anywhere' });

globalStyle(`${html} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${html} a`, { color: theme.colorAccent });
globalStyle(`${html} a:focus-visible`, { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 });
globalStyle(`${html} table`, { borderCollapse: 'collapse', maxWidth: '100%' });
globalStyle(`${html} td, ${html} th`, {
  border: `1px solid ${theme.colorBorder}`,
  padding: '0.25rem 0.5rem',
});
globalStyle(`${html} > :first-child`, { marginTop: 0 });
globalStyle(`${html} > :last-child`, { marginBottom: 0 });
