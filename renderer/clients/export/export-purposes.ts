// What an export can be for, in the broker's words: the dialog offers them in this order,
// the first chosen unless the broker picks the other (docs/decisions.md, Export for a
// spreadsheet or for an import).
import type { CsvPurpose } from '../../../shared/export/csv';

export const EXPORT_PURPOSES: { purpose: CsvPurpose; label: string; explanation: string }[] = [
  {
    purpose: 'spreadsheet',
    label: 'For a spreadsheet',
    explanation:
      "To open in Excel, Numbers or Google Sheets. A value that starts with = + - or @ gets a ' " +
      'in front, so the spreadsheet shows it as text and never runs it as a formula: ' +
      "+1 305 555 0155 is written '+1 305 555 0155.",
  },
  {
    purpose: 'import',
    label: 'For importing elsewhere',
    explanation:
      'To import into a CRM, a mail merge or another app: every value exactly as it is here. ' +
      'Not for opening in a spreadsheet, which could run a value starting with = as a formula.',
  },
];
