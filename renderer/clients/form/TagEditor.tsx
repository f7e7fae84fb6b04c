// Tags as chips: Enter or a comma adds what was typed, Backspace in the empty box removes the
// last tag, × (or Delete on a focused chip) removes one. Each tag is checked with the shared
// schema's bounds as it is added, so a too-long tag never joins the list.
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { Button, Label, Tag, TagGroup, TagList } from 'react-aria-components';
import { clientCreateRequest } from '../../../shared/api';
import type { ClientFormValues } from './client-form-values';
import { describedBy, fieldId, FieldNotes } from './fields';
import { FIELD_LABELS } from '../../ui/client-labels';

const tagsSchema = clientCreateRequest.shape.tags.unwrap();
const id = fieldId('tags');
const HINT = 'Enter or a comma adds a tag; Backspace in the empty box removes the last one.';

/** The tags with `texts` added (blank and repeated ones skipped), or why they cannot be. */
function withTags(tags: string[], texts: string[]): { tags: string[] } | { problem: string } {
  const next = [...tags];
  for (const text of texts.map((each) => each.trim())) {
    if (text !== '' && !next.includes(text)) next.push(text);
  }
  const checked = tagsSchema.safeParse(next);
  return checked.success ? { tags: next } : { problem: checked.error.issues[0]!.message };
}

export function TagEditor() {
  const {
    field: { value: tags, onChange: setTags, onBlur: touched, ref },
    fieldState,
  } = useController<ClientFormValues, 'tags'>({ name: 'tags' });
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? fieldState.error?.message;

  /** Adds `texts`; returns whether they were taken. */
  function add(texts: string[]): boolean {
    const result = withTags(tags, texts);
    if ('problem' in result) {
      setProblem(result.problem);
      return false;
    }
    setProblem(null);
    if (result.tags.length !== tags.length) setTags(result.tags);
    return true;
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    // What was refused is being retyped.
    setProblem(null);
    const parts = event.target.value.split(',');
    const rest = parts.pop() ?? '';
    // A comma typed or pasted ends the tags before it.
    if (parts.length > 0 && !add(parts)) return setDraft(parts.join(','));
    setDraft(rest);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds a tag here; it never submits the form.
      event.preventDefault();
      if (add([draft])) setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      event.preventDefault();
      setProblem(null);
      setTags(tags.slice(0, -1));
    }
  }

  function onBlur() {
    if (draft.trim() !== '' && add([draft])) setDraft('');
    touched();
  }

  return (
    <div className="form-field tag-editor">
      <TagGroup
        className="tag-group"
        onRemove={(keys) => setTags(tags.filter((tag) => !keys.has(tag)))}
      >
        <Label>{FIELD_LABELS.tags}</Label>
        <TagList
          className="tag-editor-chips"
          items={tags.map((tag) => ({ id: tag }))}
          renderEmptyState={() => <span className="muted">No tags</span>}
        >
          {(item) => (
            <Tag className="tag-editor-chip" id={item.id} textValue={item.id}>
              {item.id}
              <Button slot="remove" className="tag-remove" aria-label={`Remove tag ${item.id}`}>
                ×
              </Button>
            </Tag>
          )}
        </TagList>
      </TagGroup>
      <label htmlFor={id} className="visually-hidden">
        Add a tag
      </label>
      <input
        id={id}
        ref={ref}
        value={draft}
        placeholder="Add a tag"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, HINT, error)}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <FieldNotes id={id} hint={HINT} error={error} />
    </div>
  );
}
