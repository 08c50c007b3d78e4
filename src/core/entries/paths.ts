export * from '../rules/portal-paths';
