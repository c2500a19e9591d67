export { createMassMessagesService, type MassMessagesService } from './service.ts';
export { massMessagesRoutes } from './routes.ts';
