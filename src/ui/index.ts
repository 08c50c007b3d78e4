export { AnonymousDialog, type AnonymousDialogProps } from './AnonymousDialog';
export { Highlight, type HighlightProps } from './Highlight';
export {
  type Navigate,
  NavigationProvider,
  PortalLink,
  type PortalLinkProps,
  useNavigate,
} from './navigation';
export { QuantityStepper, type QuantityStepperProps, useQuantity } from './QuantityStepper';
export { Toast, type ToastMessage, useToast } from './Toast';
export { theme } from './theme.css';
export { useDisplayedPrice } from './useDisplayedPrice';
export { useSession, useStore } from './useSession';
