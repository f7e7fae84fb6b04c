// An export as the Export button and its dialog show it: the broker choosing what the file is
// for, then the export in progress, or why it failed.
import { formatNumber } from '../../ui/format';
import type { ExportProgress } from './export-clients';

export type ExportRun =
  | { state: 'choosing' }
  | { state: 'running'; progress: ExportProgress }
  | { state: 'failed'; error: unknown };

export const clientsText = (n: number) => (n === 1 ? '1 client' : `${formatNumber(n)} clients`);
