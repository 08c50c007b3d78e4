export { acceptsFilters, loadListPage } from '../api/catalogue';
export type { CatalogueMenuItem } from '../api/catalogue-menu';
export { loadNearestDelivery, loadProductDetails, loadProductPage } from '../api/product-detail';
export type { FilterData, FilterOption, ListKind, ListSource } from '../domain/catalogue';
export type { Product, ProductMarks } from '../domain/product';
export {
  arrivingRows,
  type DrawnRows,
  drawNextRows,
  drawRows,
  pageRowRuns,
  type RowRun,
  rowRuns,
  rowsInReach,
  TABLE_ROWS_PER_STEP,
} from '../flows/product-list/reach';
export { restoreList } from '../flows/product-list/restore';
export { createProductListStore, type ProductListStore } from '../flows/product-list/run';
export {
  hasMorePages,
  isDrawnWhole,
  isEmptyList,
  listAnnouncement,
  pageRowCount,
  type ShownGroup,
  type ShownPage,
} from '../flows/product-list/step';
export {
  catalogueMessages,
  cataloguePageMessages,
  filterMessages,
  markupPanelMessages,
} from '../messages/catalogue';
export { productDetailMessages, productMessages, quantityMessages } from '../messages/product';
export {
  EMPTY_FILTER,
  isSortCode,
  type ListFilter,
  type PriceRange,
  SORT_CODES,
  type SortCode,
} from '../rules/catalogue-filter';
export {
  activeFilterCount,
  FILTER_VALUES_SHOWN,
  sliderBounds,
  toggleProperty,
  toggleValue,
  visibleValues,
} from '../rules/filter-fields';
export { formatPricePerPiece, formatStock } from '../rules/format-product';
export { type ListPlace, offeredFilter, readListPlace, writeListPlace } from '../rules/list-place';
export { chooseListSource, LIST_KINDS, listSourceKey } from '../rules/list-source';
export { displayedPrice } from '../rules/markup';
export { parseMarkupPercent } from '../rules/markup-percent';
export { priceRangeFromText } from '../rules/price-text';
export {
  articleNeedsTooltip,
  deliveryText,
  LIST_PATHS,
  photoSearchUrl,
  sectionPath,
} from '../rules/product-row';
export {
  canAddQuantity,
  decrement,
  increment,
  isOrderable,
  type Quantity,
  type QuantityLimits,
  startingQuantity,
  typeQuantity,
} from '../rules/quantity';
export { returnInfo } from '../rules/return-info';
