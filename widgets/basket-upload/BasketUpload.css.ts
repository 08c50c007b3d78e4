import { theme, visuallyHidden } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** The widget's own width is narrow (a container query): a phone, or a narrow column. */
export const narrow = '(max-width: 760px)';

export const root = style({
  containerType: 'inline-size',
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  color: theme.colorText,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 400px)',
  gap: '1rem',
  alignItems: 'start',
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const panel = style({
  display: 'grid',
  gap: '0.875rem',
  padding: '1rem',
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
});

export const title = style({ margin: 0, fontSize: '1.5rem', lineHeight: 1.25, fontWeight: 700 });
export const subtitle = style({ margin: 0, fontSize: '1rem', fontWeight: 600 });

export const picker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' });
export const label = style({ fontSize: '0.8125rem', color: theme.colorMuted });
/** Visually hidden, still focusable and reachable by label and tests. */
export const file = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
});
export const chooser = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  height: 40,
  padding: '0 1rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: theme.colorAccent },
    '&:focus-within': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 1 },
  },
});
export const fileName = style({
  flex: '1 1 160px',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: theme.colorMuted,
});

/** The pasted list: room for a few lines, in the text's own font; it grows as the client drags it. */
export const list = style({
  minHeight: '7.5rem',
  padding: '0.5rem 0.625rem',
  resize: 'vertical',
  lineHeight: 1.4,
});

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' });
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.625rem',
  color: theme.colorMuted,
  selectors: {
    '&[data-state="active"]': { color: theme.colorText, fontWeight: 600 },
    '&[data-state="done"]': { color: '#1b5e20' },
    '&[data-state="failed"]': { color: theme.colorDanger, fontWeight: 600 },
  },
});
export const dot = style({
  width: 22,
  height: 22,
  flex: 'none',
  borderRadius: '50%',
  border: `2px solid ${theme.colorBorder}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '0.75rem',
  selectors: {
    [`${step}[data-state="active"] &`]: { borderColor: theme.colorAccent, color: theme.colorAccent },
    [`${step}[data-state="done"] &`]: { borderColor: '#2e7d32', background: '#2e7d32', color: '#ffffff' },
    [`${step}[data-state="failed"] &`]: {
      borderColor: theme.colorDanger,
      background: theme.colorDanger,
      color: '#ffffff',
    },
  },
});

/** Read by a screen reader, not shown. */
export const hidden = style(visuallyHidden);

export const progress = style({ width: '100%', height: 6, accentColor: theme.colorAccent });

export const link = style({ color: theme.colorAccent, font: 'inherit', fontWeight: 600 });

export const instruction = style([panel, { maxWidth: 400 }]);
export const steps = style({
  margin: 0,
  paddingLeft: '1.25rem',
  display: 'grid',
  gap: '0.375rem',
  lineHeight: 1.4,
});
