export { createVaultService, type VaultService } from './service.ts';
export { vaultRoutes } from './routes.ts';
