// What Back up and Restore say: the file's name, what a restore brought back, and why a
// file was refused. Pure: the section shows them, a test reads them.
import type { FieldError } from '../../shared/api';
import type { BackupRestored } from '../../shared/rpc/local/backup';
import { formatDateTime, formatNumber } from '../ui/format';

const count = (n: number, one: string, many: string) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

/** "charter-desk-backup-2026-11-29.json": the day in the laptop's calendar. */
export function backupFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `charter-desk-backup-${day}.json`;
}

export function restoredWords(result: BackupRestored): string {
  const { broker_prefs, templates, proposals, needs_marks } = result.restored;
  const what = [
    count(broker_prefs, 'setting', 'settings'),
    count(templates, 'saved text', 'saved texts'),
    count(proposals, 'proposal', 'proposals'),
    count(needs_marks, 'Needs-you mark', 'Needs-you marks'),
  ].join(', ');
  const where = result.same_workspace
    ? ''
    : ` It was made in another workspace (${result.workspace}).`;
  return `Restored the backup made ${formatDateTime(result.made_at)}: ${what}.${where}`;
}

const SHOWN_FAULTS = 5;

/** Each fault as "where: what", the first few and how many more. */
export function refusedFaults(errors: readonly FieldError[]): string[] {
  const shown = errors
    .slice(0, SHOWN_FAULTS)
    .map((error) => `${error.field || 'the file'}: ${error.message}`);
  const more = errors.length - SHOWN_FAULTS;
  return more > 0 ? [...shown, `and ${count(more, 'more fault', 'more faults')}`] : shown;
}
