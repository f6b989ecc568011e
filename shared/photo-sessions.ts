/**
 * Progress photo sessions come in pages of this many, newest first (issue 28): the 进展 view's
 * overview answers the first page, and the coach's 显示更早的照片 reads the next ones from
 * GET /clients/{id}/photo_sessions with this `per_page`, so page 2 starts where the overview ends.
 */
export const PHOTO_SESSIONS_PAGE = 24;
