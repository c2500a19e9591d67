// Platform plan and collab pages, loaded on first visit.
export { FreshPage as FreshRoute } from '@/features/plans';
export { CollabRoute } from './CollabRoute';
export { PlatformPlansRoute } from './PlatformPlansRoute';
