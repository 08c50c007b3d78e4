import { style } from '@vanilla-extract/css';

/** Doc 2 §2.10: the login card is 344 wide. */
export const card = style({
  width: 344,
  maxWidth: '100%',
  background: '#ffffff',
  border: '1px solid #d9dee4',
  borderRadius: 8,
  padding: 24,
  boxShadow: '0 8px 24px rgba(31, 41, 51, 0.08)',
});

export const title = style({ margin: '0 0 16px', fontSize: 22, textAlign: 'center' });

export const brand = style({
  textAlign: 'center',
  color: '#c62828',
  fontWeight: 800,
  letterSpacing: 0.5,
  marginBottom: 4,
});

export const serverError = style({
  margin: '0 0 16px',
  padding: '10px 12px',
  borderRadius: 6,
  background: '#fdecea',
  color: '#b71c1c',
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 14 });

export const label = style({ fontWeight: 600, fontSize: 13 });

export const input = style({
  font: 'inherit',
  padding: '10px 12px',
  border: '1px solid #c3cbd4',
  borderRadius: 6,
  outline: 'none',
  ':focus': { borderColor: '#c62828', boxShadow: '0 0 0 3px rgba(198, 40, 40, 0.15)' },
  selectors: { '&[aria-invalid="true"]': { borderColor: '#b71c1c' } },
});

export const fieldError = style({ color: '#b71c1c', fontSize: 12 });

export const submit = style({
  width: '100%',
  font: 'inherit',
  fontWeight: 600,
  padding: '11px 12px',
  border: 'none',
  borderRadius: 6,
  background: '#c62828',
  color: '#ffffff',
  cursor: 'pointer',
  ':disabled': { background: '#d9a3a3', cursor: 'not-allowed' },
});

export const footnote = style({ margin: '16px 0 0', textAlign: 'center', fontSize: 12, color: '#616e7c' });
