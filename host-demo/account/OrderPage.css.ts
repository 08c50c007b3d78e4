import { theme } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.375rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.8125rem',
});
globalStyle(`${breadcrumbs} li + li::before`, {
  content: '"/" / ""',
  marginRight: '0.375rem',
  color: theme.colorMuted,
});
globalStyle(`${breadcrumbs} a`, { color: theme.colorAccent });

export const summary = style({ margin: 0, fontSize: '1rem', fontWeight: 600 });

export const notice = style({ maxWidth: 720 });

export const search = style({ maxWidth: 360, marginBottom: '0.75rem' });

export const product = style({ display: 'flex', alignItems: 'center', gap: '0.75rem', minWidth: 220 });

export const photo = style({
  flex: 'none',
  display: 'block',
  width: 48,
  height: 48,
  objectFit: 'contain',
  borderRadius: 4,
  background: '#f3f5f7',
});

export const repeat = style({ display: 'grid', gap: '0.75rem' });

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' });
