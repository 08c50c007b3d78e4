import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The printed act: a child of <body> of its own, not shown on screen; printed, it is all the page
 * shows (the portal's header, menus and the settlements page are left out), on A4 sheets whose
 * every page repeats the table's head (a <thead> does so in print).
 */
export const sheet = style({
  display: 'none',
  '@media': {
    print: {
      display: 'block',
      color: '#000',
      background: '#fff',
      font: '10pt/1.35 "DejaVu Sans", Arial, sans-serif',
    },
  },
});

globalStyle(`body:has(> ${sheet}) > :not(${sheet})`, { '@media': { print: { display: 'none' } } });

export const title = style({ margin: 0, fontSize: '13pt', textAlign: 'center' });

export const centered = style({ margin: '0.15em 0 0', textAlign: 'center' });

export const paragraph = style({ margin: '0.6em 0 0' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  margin: '0.6em 0 0',
  fontSize: '9pt',
});

globalStyle(`${table} th, ${table} td`, {
  border: '0.5pt solid #000',
  padding: '2pt 4pt',
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, { background: '#e8e8e8', textAlign: 'center' });
globalStyle(`${table} tr`, { breakInside: 'avoid' });

export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap' });

export const total = style({ fontWeight: 700 });

/** The closing line and both signature blocks stay on one sheet. */
export const closing = style({ breakInside: 'avoid', marginTop: '1em' });

export const signatures = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '0 2em',
  marginTop: '1.5em',
});

export const line = style({ margin: '1.6em 0 0', whiteSpace: 'nowrap' });

export const caption = style({ margin: 0, fontSize: '7pt', paddingLeft: '2em', wordSpacing: '6em' });
