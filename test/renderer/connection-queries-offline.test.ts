// Offline is when this app works hardest: reads and writes of the local worker must run
// while the browser says it is offline (TanStack Query's default would pause them).
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, expect, test } from 'vitest';
import { createQueryClient } from '../../renderer/connection/query-cache';

afterEach(() => onlineManager.setOnline(true));

test('offline, a read and a write of the worker still run', async () => {
  onlineManager.setOnline(false);
  const queries = createQueryClient();
  await expect(
    queries.fetchQuery({ queryKey: ['v1', 'client', 'c1'], queryFn: async () => 'Ada' }),
  ).resolves.toBe('Ada');
  const deletion = new MutationObserver(queries, { mutationFn: async (id: string) => id });
  await expect(deletion.mutate('c1')).resolves.toBe('c1');
});
