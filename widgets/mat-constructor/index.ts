export { MatConstructor } from './MatConstructor';
