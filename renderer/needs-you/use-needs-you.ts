// Needs you's reads of the worker, as queries the worker's `changed` event refreshes
// (renderer/connection/query-cache.ts) and, for the items, the clock: the items the screen
// lists and the navigation counts, and the marks that put one aside (the list read again after
// each).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NeedsYouMark } from '../../shared/rpc/local/needs-you';
import { useConnection } from '../connection/connection-context';

const NEEDS_YOU_KEY = ['local', 'needs-you'] as const;
/**
 * Most items fall due by the clock alone (a request nearing its expiry, an operator silent
 * for N hours, a snooze ending), when no record changes: the list is read again each minute,
 * window hidden or not, so they show and are notified within one, offline too.
 */
const CLOCK_READ_MS = 60_000;

export function useNeedsYou() {
  const { local } = useConnection();
  return useQuery({
    queryKey: [...NEEDS_YOU_KEY, 'items'],
    queryFn: () => local.needsYou(),
    refetchInterval: CLOCK_READ_MS,
    refetchIntervalInBackground: true,
  });
}

export function useMarkItem() {
  const { local } = useConnection();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ key, mark }: { key: string; mark: NeedsYouMark }) =>
      local.markNeedsYou({ params: { key }, body: mark }),
    onSettled: () => queries.invalidateQueries({ queryKey: NEEDS_YOU_KEY }),
  });
}

/** The broker's name and company (Settings → Branding), which sign a chase. */
export function useBranding() {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'proposal-settings'],
    queryFn: () => local.proposalSettings({}),
    select: (settings) => settings.branding,
  });
}

/** The broker's chase texts: Chase offers the kind's default. */
export function useChaseTemplates() {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'templates', 'chase'],
    queryFn: () => local.templates({ query: { kind: 'chase' } }),
  });
}
