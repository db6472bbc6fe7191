/** React Query keys. Every key starts with the merchant, so brands never share cached member data. */
export const queryKeys = {
  member: (merchant: string) => [merchant, 'member'] as const,
  memberSummary: (merchant: string) => [merchant, 'member', 'summary'] as const,
  balance: (merchant: string) => [merchant, 'member', 'balance'] as const,
};
