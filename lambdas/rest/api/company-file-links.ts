/**
 * Seconds a signed link to a company file stays valid: 2 hours (client-detail.md §9 "The signed download link lasts 2
 * hours").
 */
export const COMPANY_FILE_LINK_SECONDS = 2 * 60 * 60;
