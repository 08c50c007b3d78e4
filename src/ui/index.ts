export { AddToBasketControls, type AddToBasketControlsProps } from './AddToBasketControls';
export { AnonymousDialog } from './AnonymousDialog';
export { BrandTable, type BrandTableEntry, type BrandTableProps } from './BrandTable';
export { BusyBar } from './BusyBar';
export { Button, type ButtonProps } from './Button';
export { Carousel, type CarouselProps } from './Carousel';
export { DateRange, type DateRangeProps } from './DateRange';
export { Dialog, type DialogProps } from './Dialog';
export { Field, type FieldControl, type FieldProps } from './Field';
export { FilterLayout, FilterPanel, type FilterPanelProps } from './FilterPanel';
export { type FormErrorReport, useFormErrorReport } from './formErrors';
export { Highlight, type HighlightProps } from './Highlight';
export { loadOnDemand, type OnDemandStates } from './loadOnDemand';
export { MarkupControl } from './MarkupControl';
export { Notice, type NoticeProps, type NoticeTone } from './Notice';
export {
  type Navigate,
  NavigationProvider,
  PortalLink,
  type PortalLinkProps,
  useNavigate,
} from './navigation';
export { Pagination, type PaginationProps } from './Pagination';
export { PhoneInput, type PhoneInputProps } from './PhoneInput';
export { ProductDetailDialog, type ProductDetailDialogProps } from './ProductDetailDialog';
export { ProductMarks } from './ProductMarks';
export { ProductPhoto, type ProductPhotoProps } from './ProductPhoto';
export { rowsContainer as productRowsContainer, skeleton as productRowsSkeleton } from './ProductRow.css';
export { ProductRows, type ProductRowsProps } from './ProductRows';
export { ProductRowsInReach, type ProductRowsInReachProps } from './ProductRowsInReach';
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
export { RetryLine, type RetryLineProps } from './RetryLine';
export { ReturnTerms, type ReturnTermsProps } from './ReturnTerms';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { SortSelect, type SortSelectProps } from './SortSelect';
export { StatusLine, type StatusLineProps } from './StatusLine';
export { type TabItem, Tabs, type TabsProps } from './Tabs';
export { Toast, type ToastMessage, useToast } from './Toast';
export { productRowsWide, theme } from './theme.css';
export { tooltip } from './tooltip';
export { type BasketAdder, useAddToBasket } from './useAddToBasket';
export { useBasketQuantity } from './useBasketQuantity';
export { useDisplayedPrice } from './useDisplayedPrice';
export { type FieldErrors, type FormFields, useFormFields } from './useFormFields';
export { type ListBasket, useListBasket } from './useListBasket';
export { type ProductDialogs, useProductDialogs } from './useProductDialogs';
export { type Resource, useResource } from './useResource';
export { useRowsInReach } from './useRowsInReach';
export { useScrollsSideways } from './useScrollsSideways';
export { useSession } from './useSession';
export { useStore } from './useStore';
