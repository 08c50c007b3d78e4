export { carouselMessages, dateRangeMessages, paginationMessages, phoneMessages } from '../messages/kit';
export {
  checkDateRange,
  type DateRange,
  formatIsoDate,
  maskTypedDate,
  readIsoDate,
  readTypedDate,
  typedDateProblem,
} from '../rules/date-range';
export { clampPage, type PageItem, pageItems, readPage } from '../rules/pagination';
export { editPhone, isForeignPhone } from '../rules/phone';
export { htmlLinkTarget, safeImageUrl } from '../rules/safe-url';
