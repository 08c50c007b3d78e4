export {
  type PropertyFactory,
  type PropertyOf,
  type WidgetElementClass,
  type WidgetOptions,
  widgetElement,
} from './define';
export { defineWidget } from './define-widget';
export {
  dispatchPortalEvent,
  type PortalDeprecatedEventMap,
  type PortalEventMap,
  type PortalEventName,
  type PortalEventType,
  portalEvent,
} from './events';
export { adoptStyles, hostCss, registerCss } from './styles';
export { themeDeclarations } from './theme';
export { booleanProperty, numberProperty } from './typed-properties';
