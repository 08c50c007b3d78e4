declare module 'virtual:portal-widget-loads' {
  /** Each registered widget's bundle and, for those that share code, its suite bundle. */
  export const WIDGET_LOADS: import('@portal/element/loader').LoaderWidgets;
}
