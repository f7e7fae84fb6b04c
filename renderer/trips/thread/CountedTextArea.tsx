// A labelled text area with a live `n / max` count (characters as the schemas count them),
// over the bound in the warning colour, and its error under it.
import type { Ref, TextareaHTMLAttributes } from 'react';
import { formatNumber } from '../../ui/format';
import { characterCount } from './bounds';
import './thread.css';

export function CountedTextArea({
  id,
  label,
  value,
  max,
  error,
  hint,
  textarea,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  error?: string | undefined;
  hint?: string;
  textarea: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };
}) {
  const count = characterCount(value);
  const over = count > max;
  const describedBy = [hint && `${id}-hint`, `${id}-count`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="counted-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      <div className="counted-footer">
        {hint && (
          <span id={`${id}-hint`} className="muted">
            {hint}
          </span>
        )}
        <span id={`${id}-count`} className={over ? 'char-count char-count-over' : 'char-count'}>
          {formatNumber(count)} / {formatNumber(max)}
          <span className="visually-hidden"> characters</span>
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
