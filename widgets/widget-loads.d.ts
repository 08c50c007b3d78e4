declare module 'virtual:portal-widget-loads' {
  /** Each registered widget's bundle and, for those that share code, its suite bundle. */
  export const WIDGET_LOADS: import('@portal/element/loader').LoaderWidgets;
}

declare module 'virtual:portal-widget-loads/singles' {
  /** Each registered widget's own bundle only: the package loader's, for a site's bundler. */
  export const WIDGET_LOADS: import('@portal/element/loader').LoaderWidgets;
}
