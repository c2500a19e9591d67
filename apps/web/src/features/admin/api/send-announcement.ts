import type { AnnouncementInput } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

/** Creates an Announcement notification for one user (ADMIN only). */
export const sendAnnouncement = (input: AnnouncementInput) =>
  apiClient.request({ path: '/api/admin/announcements', method: 'POST', body: input });
