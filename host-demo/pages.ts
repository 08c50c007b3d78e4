import type { PortalPathName } from '@portal/core/paths';
import type { ComponentType } from 'react';

/** The pages of one area of the portal by route name; a route with no page yet shows the placeholder. */
export type AreaPages = Partial<Record<PortalPathName, ComponentType>>;
