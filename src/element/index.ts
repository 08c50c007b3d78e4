export { type PropertyOf, type WidgetElementClass, type WidgetOptions, widgetElement } from './define';
export { defineWidget } from './define-widget';
export { type PortalEventMap, type PortalEventType, portalEvent } from './events';
export { adoptStyles, hostCss, registerCss } from './styles';
export { themeDeclarations } from './theme';
