export { StepSearch } from './StepSearch';
