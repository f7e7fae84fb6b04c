// One filter of a list: a native select (keyboard, screen readers and type-ahead work as
// everywhere) whose first option is "any", labelled by pointing at it rather than wrapping
// it, or its options would join its name.
import type { ReactNode } from 'react';

export function FilterSelect<V extends string>({
  id,
  label,
  value,
  any,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: V | null;
  /** The first option's words: no filter. */
  any: string;
  options: readonly (readonly [V, ReactNode])[];
  onChange(value: V | null): void;
}) {
  return (
    <div className="filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as V))}
      >
        <option value="">{any}</option>
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
