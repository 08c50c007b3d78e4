export { defineWidget, type WidgetOptions } from './define';
export { type PortalEventMap, type PortalEventType, portalEvent } from './events';
export { adoptStyles, hostCss, registerCss } from './styles';
export { themeDeclarations } from './theme';
