// Changes that wait because the server changed the same fields meanwhile (another broker,
// another computer): each field with both values in full, side by side, and the broker's
// choice. Plain articles, not a grid: the texts scroll with the keyboard, and Tab reaches
// every choice. After a choice, focus moves to the next conflict, or to the screen's heading.
import { useEffect, useId, useRef } from 'react';
import type { FieldConflictView, OutboxEntryView } from '../../shared/rpc/local/outbox';
import { Link } from '../navigation/router';
import { conflictHeadline, keepBothWords } from '../ui/conflict-words';
import { fieldLabel } from '../ui/field-labels';
import { formatNumber } from '../ui/format';
import { useResolveConflict } from './use-conflict';

type Choice = 'mine' | 'theirs' | 'both';

/** Where focus goes when the conflicts are all settled. */
export const AFTER_CONFLICTS_ID = 'sync-heading';

const headingIdOf = (entryId: string, field: string) => `conflict-${entryId}-${field}`;

function Side({ title, text, label }: { title: string; text: string | null; label: string }) {
  const id = useId();
  return (
    <section className="conflict-side" aria-labelledby={id}>
      <h5 id={id}>{title}</h5>
      {/* Focusable, so a long text scrolls with the arrow keys. */}
      <div className="conflict-text" tabIndex={0} role="region" aria-label={label} dir="auto">
        {text ?? <span className="muted">Empty</span>}
      </div>
    </section>
  );
}

function FieldConflict({
  entry,
  conflict,
  busy,
  onChoose,
}: {
  entry: OutboxEntryView;
  conflict: FieldConflictView;
  busy: boolean;
  onChoose(choice: Choice): void;
}) {
  const name = entry.conflict?.name ?? '';
  const headline = conflictHeadline([conflict.field], name);
  const label = fieldLabel(conflict.field);
  const both = keepBothWords(conflict);
  const choices: [Choice, string][] = [
    ['mine', 'Keep mine'],
    ['theirs', 'Take theirs'],
    ...(conflict.keep_both?.fits ? [['both', 'Keep both'] as [Choice, string]] : []),
  ];
  return (
    <article className="conflict" aria-labelledby={headingIdOf(entry.id, conflict.field)}>
      <h4 id={headingIdOf(entry.id, conflict.field)} tabIndex={-1}>
        {headline}
      </h4>
      <div className="conflict-sides">
        <Side title="Yours, made here" text={conflict.mine} label={`${label}: yours`} />
        <Side title="On the server now" text={conflict.theirs} label={`${label}: the server’s`} />
      </div>
      <div className="conflict-actions" role="group" aria-label={`Choose for: ${headline}`}>
        {choices.map(([choice, text], index) => (
          <button
            key={choice}
            type="button"
            className={index === 0 ? 'button button-primary' : 'button'}
            disabled={busy}
            aria-label={`${text}: ${headline}`}
            onClick={() => onChoose(choice)}
          >
            {text}
          </button>
        ))}
      </div>
      {both && <p className="muted conflict-note">{both}</p>}
      {entry.record && (
        <p className="conflict-note">
          <Link to={`/clients/${entry.record.id}`}>Open {name}</Link>
        </p>
      )}
    </article>
  );
}

export function ConflictList({
  entries,
  focusEntry,
}: {
  entries: OutboxEntryView[];
  /** An entry the route names (the client's notice links here): its first field gets focus. */
  focusEntry: string | null;
}) {
  const resolve = useResolveConflict();
  const fields = entries.flatMap((entry) =>
    (entry.conflict?.fields ?? []).map((conflict) => ({ entry, conflict })),
  );
  const named = fields.find(({ entry }) => entry.id === focusEntry);
  const focused = useRef<string | null>(null);
  const target = named && headingIdOf(named.entry.id, named.conflict.field);
  useEffect(() => {
    if (!target || focused.current === target) return;
    focused.current = target;
    const heading = document.getElementById(target);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }, [target]);

  if (fields.length === 0) return null;
  const choose = (index: number, choice: Choice) => {
    const { entry, conflict } = fields[index]!;
    const next = fields[index + 1] ?? fields[index - 1];
    resolve.mutate(
      { id: entry.id, field: conflict.field, choice },
      {
        onSuccess: () => {
          const id = next ? headingIdOf(next.entry.id, next.conflict.field) : AFTER_CONFLICTS_ID;
          document.getElementById(id)?.focus();
        },
      },
    );
  };
  return (
    <section className="outbox-group conflicts" aria-labelledby="conflicts-heading">
      <h3 id="conflicts-heading">
        Changed here and on the server{' '}
        <span className="count">({formatNumber(fields.length)})</span>
      </h3>
      <p className="muted">
        These fields were changed on the server (by someone else, or on another computer) while your
        change waited to sync. Nothing of them is sent until you choose what to keep.
      </p>
      {fields.map(({ entry, conflict }, index) => (
        <FieldConflict
          key={`${entry.id} ${conflict.field}`}
          entry={entry}
          conflict={conflict}
          busy={resolve.isPending}
          onChoose={(choice) => choose(index, choice)}
        />
      ))}
    </section>
  );
}
