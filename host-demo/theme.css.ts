import { themeDeclarations } from '@portal/element';
import { globalStyle } from '@vanilla-extract/css';

// The portal renders widgets in the document, not in shadow roots: the theme's short properties are
// resolved once at the root, as a widget's host does for itself.
globalStyle(':root', { vars: themeDeclarations() });
