export { widgetElement } from './define';
export { defineWidget } from './define-widget';
export { themeDeclarations } from './theme';
