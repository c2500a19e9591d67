/**
 * `POST` sets the HttpOnly cookie that tells `GET /api/media/:id` who opens a link (images send no bearer
 * token); `DELETE` removes it. The web keeps it in step with the session.
 */
export const MEDIA_VIEWER_PATH = '/api/media/viewer';
