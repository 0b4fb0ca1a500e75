import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query that shows money the player owns (balances, wallets, the My card) keys under this
 * root, so any money change — deposit, transfer, withdrawal, a game — refreshes them all at once
 * without features importing each other.
 */
export const moneyKeyRoot = ['money'] as const;

export function invalidateMoney(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: moneyKeyRoot });
}
