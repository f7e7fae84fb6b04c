// What Back up and Restore say: the file's name by the laptop's day, what a restore brought
// back (and that it came from another workspace), and a refused file's faults, the first few.
import { describe, expect, it } from 'vitest';
import { backupFileName, refusedFaults, restoredWords } from '../../renderer/settings/backup-words';
import { formatDateTime } from '../../renderer/ui/format';

const AT = '2026-11-20T09:00:00.000Z';

describe('backup words', () => {
  it('names the file by the laptop’s day', () => {
    expect(backupFileName(new Date(2026, 0, 5, 23, 30))).toBe(
      'charter-desk-backup-2026-01-05.json',
    );
  });

  it('says what a restore brought back, and where the file was made when elsewhere', () => {
    const restored = { broker_prefs: 1, templates: 3, proposals: 0, needs_marks: 2 };
    expect(
      restoredWords({ workspace: 'charter-desk', made_at: AT, same_workspace: true, restored }),
    ).toBe(
      `Restored the backup made ${formatDateTime(AT)}: 1 setting, 3 saved texts, 0 proposals, 2 Needs-you marks.`,
    );
    expect(
      restoredWords({
        workspace: 'charter-desk-demo',
        made_at: AT,
        same_workspace: false,
        restored,
      }),
    ).toMatch(/ It was made in another workspace \(charter-desk-demo\)\.$/);
  });

  it('lists a refused file’s faults, the first five and how many more', () => {
    const errors = Array.from({ length: 7 }, (_, i) => ({
      field: `tables.templates[${i}].kind`,
      code: 'invalid_value',
      message: 'Invalid option',
    }));
    const faults = refusedFaults(errors);
    expect(faults[0]).toBe('tables.templates[0].kind: Invalid option');
    expect(faults).toHaveLength(6);
    expect(faults.at(-1)).toBe('and 2 more faults');
  });
});
