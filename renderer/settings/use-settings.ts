// The Settings screen's reads (settings, the remote and its key, the database), its
// changes, each followed by a read of everything under 'local' (a change may open another
// workspace, and a key given to main changes nothing the worker announces), and the check
// of a saved URL and key.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { RemoteCheck } from '../../shared/rpc/local/settings';
import { desktop } from '../desktop';
import { describeFailure } from '../connection/results';
import { useConnection } from '../connection/connection-context';
import { notify } from '../ui/toasts';
import { forgetKeptPages } from '../connection/first-page-cache';
import { browserAccess, desktopAccess, type RemoteAccess } from './remote-access';

export function useRemoteAccess(): RemoteAccess {
  const { local } = useConnection();
  return useMemo(() => (desktop ? desktopAccess(desktop, local) : browserAccess(local)), [local]);
}

export function useRemoteState() {
  const access = useRemoteAccess();
  return useQuery({ queryKey: ['local', 'remote'], queryFn: () => access.read() });
}

export function useSettings() {
  const { local } = useConnection();
  return useQuery({ queryKey: ['local', 'settings'], queryFn: () => local.settings() });
}

export function useDatabaseStatus() {
  const { local } = useConnection();
  return useQuery({ queryKey: ['local', 'status'], queryFn: () => local.status() });
}

/**
 * A settings change; every 'local' read is done again once it settles. A failure is a note
 * titled `failed`, unless the caller shows it itself (on a field).
 */
export function useSettingsChange<T, R>(change: (input: T) => Promise<R>, failed?: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: change,
    onError: (error) => {
      if (failed) notify({ title: failed, description: describeFailure(error), tone: 'error' });
    },
    onSuccess: forgetKeptPages,
    onSettled: () => queries.invalidateQueries({ queryKey: ['local'] }),
  });
}

const OFFLINE: RemoteCheck = { outcome: 'offline' };

/**
 * The check of the remote at `url` with its saved key, run after each save: one request to
 * the remote. Offline it is not tried, and runs once the connection is back.
 */
export function useRemoteCheck() {
  const access = useRemoteAccess();
  const check = useMutation({
    mutationFn: async (url: string) => ({
      url,
      result: navigator.onLine ? await access.check() : OFFLINE,
    }),
  });
  const { data, mutate } = check;
  useEffect(() => {
    if (data?.result.outcome !== 'offline') return;
    const again = () => mutate(data.url);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [data, mutate]);
  return check;
}

export type RemoteCheckRun = ReturnType<typeof useRemoteCheck>;
