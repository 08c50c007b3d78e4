import { shortProperty, themeDeclarations } from '@portal/element';
import { globalStyle } from '@vanilla-extract/css';

// The portal renders widgets in the document, not in shadow roots: the theme's short properties are
// resolved once at the root, as a widget's host does for itself. Its base text is in rem, so that it
// follows the browser's text size (a widget's host keeps 14px: there rem is the host page's root).
globalStyle(':root', {
  vars: { ...themeDeclarations(), [shortProperty('font-size')]: 'var(--portal-font-size,0.875rem)' },
});
