import type { PortalPathName } from '@portal/core/paths';
import type { ComponentType } from 'react';

/** The pages of one area of the portal by route name; App.tsx checks that the areas cover every route. */
export type AreaPages = Partial<Record<PortalPathName, ComponentType>>;
