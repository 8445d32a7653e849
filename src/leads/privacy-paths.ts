/** The screen where an admin exports or erases one person's enquiries (a data subject's request). */
export const LEAD_PRIVACY_PAGE = "/admin/leads/privacy";
/** Where its export form posts: the ZIP comes back as the answer to that post. */
export const LEAD_EXPORT_ROUTE = "/api/admin/leads/export";
