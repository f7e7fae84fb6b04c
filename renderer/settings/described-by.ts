// The ids a field's aria-describedby lists: its hint always, its error and note when shown,
// so a screen reader reads them with the field and never looks for an absent element.
export function describedBy(id: string, shown: Record<string, unknown>): string {
  const parts = Object.entries(shown)
    .filter(([, value]) => Boolean(value))
    .map(([name]) => `${id}-${name}`);
  return [`${id}-hint`, ...parts].join(' ');
}
