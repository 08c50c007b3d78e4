export {
  type Navigate,
  NavigationProvider,
  PortalLink,
  type PortalLinkProps,
  useNavigate,
} from './navigation';
export { theme } from './theme.css';
export { useSession, useStore } from './useSession';
