export { widgetElement } from './define';
export { defineWidget } from './define-widget';
export { shortProperty, themeDeclarations } from './theme';
