import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const diagram = style({ display: 'flex', flexDirection: 'column', gap: '0.375rem', minWidth: 0 });

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: '0.375rem', flexWrap: 'wrap' });

/** The zoom buttons' '+' and '−': square, the sign a little larger. */
export const tool = style({ minWidth: 36, padding: '0 0.625rem', fontSize: '1.125rem', lineHeight: 1 });

export const scale = style({
  marginLeft: 'auto',
  color: theme.colorMuted,
  fontSize: '0.75rem',
  fontVariantNumeric: 'tabular-nums',
});

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  // The usual proportions of a catalogue's diagram, as tall as the screen allows.
  aspectRatio: '4 / 3',
  maxHeight: 'min(62vh, 600px)',
  minHeight: 220,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: '#ffffff',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  selectors: {
    '&[data-zoomed="true"]': { cursor: 'grab' },
    '&[data-dragging="true"]': { cursor: 'grabbing' },
  },
});

/** The viewport and, over it, the chooser at the locked callout. */
export const frame = style({ position: 'relative' });

/** Placed by VinDiagram beside its callout; its content scrolls when the parts are many. */
export const chooser = style({
  position: 'absolute',
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
});

export const stage = style({ position: 'absolute', top: 0, left: 0, transformOrigin: '0 0' });

export const image = style({ display: 'block', maxWidth: 'none', pointerEvents: 'none' });

/** Outline and border stay the same on screen whatever the zoom (the stage sets --vin-scale). */
const onScreen = (px: number) => `calc(${px}px / var(--vin-scale, 1))`;

/** The least a hotspot is on screen, whatever the zoom (WCAG 2.5.8: 24 × 24 CSS px). */
const MIN_TARGET = onScreen(24);

export const hotspot = style({
  position: 'absolute',
  // Placed by its centre, so that a small callout grows to the least size around its middle.
  transform: 'translate(-50%, -50%)',
  minWidth: MIN_TARGET,
  minHeight: MIN_TARGET,
  margin: 0,
  padding: 0,
  border: `${onScreen(2)} solid transparent`,
  borderRadius: onScreen(6),
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-highlight="pointed"]': {
      borderColor: '#f2b600',
      background: 'rgba(255, 214, 0, 0.35)',
    },
    '&[data-highlight="locked"]': { borderColor: theme.colorAccent, background: 'rgba(198, 40, 40, 0.28)' },
    // The quick group's callouts (coi): lit, less than a pointed or locked one.
    '&[data-highlight="group"]': { borderColor: '#2e7d32', background: 'rgba(46, 125, 50, 0.22)' },
    '&:focus-visible': { outline: `${onScreen(3)} solid ${theme.colorAccent}`, outlineOffset: onScreen(2) },
  },
});

export const message = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  padding: '1rem',
  color: theme.colorMuted,
  textAlign: 'center',
});

export const help = style({ margin: 0, color: theme.colorMuted, fontSize: '0.75rem' });

/** A phone or tablet (a coarse pointer, no hover) has neither a mouse nor Tab: its own help shows. */
const TOUCH = '(pointer: coarse) and (hover: none)';
export const mouseHelp = style({ '@media': { [TOUCH]: { display: 'none' } } });
export const touchHelp = style({ display: 'none', '@media': { [TOUCH]: { display: 'inline' } } });
