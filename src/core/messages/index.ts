/**
 * Every user-visible string of the portal, copied word for word from the specification, one file
 * per area. Widgets and the host read texts from here and nowhere else; a widget bundle carries
 * only the areas it imports.
 */
export { anonymousMessages } from './anonymous';
export { authMessages } from './auth';
export { basketMessages, expressContactMessages } from './basket';
export { basketBadgeMessages } from './basket-badge';
export { basketUploadMessages } from './basket-upload';
export { carouselMessages } from './carousel';
export { catalogueMessages } from './catalogue';
export { cataloguePageMessages } from './catalogue-pages';
export { commonMessages } from './common';
export { dateRangeMessages } from './date-range';
export { filterMessages } from './filters';
export { matVinMessages } from './mat-vin';
export { matsMessages } from './mats';
export { notFoundMessages } from './not-found';
export { paginationMessages } from './pagination';
export { phoneMessages } from './phone';
export { goodsCount, goodsWord } from './plural';
export { productMessages } from './product';
export { productDetailMessages } from './product-detail';
export { quantityMessages } from './quantity';
export { retryMessage } from './retry';
export { searchMessages } from './search';
export { searchPageMessages } from './search-page';
export { shellMessages } from './shell';
export { stepSearchMessages } from './step-search';
