// Apart from ./mats.ts: the mat constructor fetches the VIN search (and the online catalogue's
// calls it brings) only when a client first uses it.
export { resolveMatVin } from '../flows/mat-selection/vin';
