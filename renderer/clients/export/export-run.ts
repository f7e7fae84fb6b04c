// An export in progress or failed, as the Export button and its dialog show it.
import { formatNumber } from '../../ui/format';
import type { ExportProgress } from './export-clients';

export type ExportRun =
  { state: 'running'; progress: ExportProgress } | { state: 'failed'; error: unknown };

export const clientsText = (n: number) => (n === 1 ? '1 client' : `${formatNumber(n)} clients`);
