export {
  findVehiclesByVin,
  loadQuickDetails,
  loadQuickGroups,
  loadVinCatalogues,
  loadVinUnit,
  loadVinVehicles,
  loadVinWizard,
} from '../api/laximo';
export type {
  Hotspot,
  QuickGroup,
  VinCatalogue,
  VinCondition,
  VinQuickGroups,
  VinUnitPage,
  VinVehicle,
  VinVehiclesPage,
  VinWizard,
} from '../domain/vin';
export { vinCalloutMessages, vinGroupMessages, vinMessages, vinSelectionMessages } from '../messages/vin';
export {
  type DiagramFrame,
  type DiagramView,
  doubleClickView,
  fitView,
  type Point,
  panBy,
  reframe,
  revealRect,
  scaleLimits,
  wheelFactor,
  ZOOM_STEP,
  zoomAt,
  zoomCentre,
} from '../rules/diagram-view';
export {
  findQuickGroup,
  type QuickGroupSearch,
  quickGroupAncestors,
  searchQuickGroups,
} from '../rules/quick-groups';
export {
  type DiagramSelection,
  groupCallouts,
  highlightOf,
  hotspotNames,
  linkedHotspots,
  linkedSelection,
  type PartRow,
  partAttributeLines,
  partRows,
  stepHotspot,
  toggleLock,
} from '../rules/unit-parts';
export { vinPageName, vinSearchValue } from '../rules/vin';
