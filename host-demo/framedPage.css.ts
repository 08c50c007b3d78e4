import { style } from '@vanilla-extract/css';

/**
 * A page (home, a catalogue, search or basket page) at least as tall as the window: while its code, then its list,
 * arrive, the footer stays below the fold instead of jumping down past them (layout shift).
 */
export const frame = style({ minHeight: '100vh' });

export const pending = style({ margin: 0, color: '#616e7c' });
