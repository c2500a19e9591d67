// Platform plan pages, loaded on first visit.
export { FreshPage as FreshRoute } from '@/features/plans';
export { PlatformPlansRoute } from './PlatformPlansRoute';
