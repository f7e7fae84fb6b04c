import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useAppStore } from '../../state/store-context';

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
const DEBOUNCE_MS = 250;

export function ClientSearch() {
  const search = useAppStore((state) => state.search);
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void search(value), DEBOUNCE_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    clearTimeout(timer.current);
    void search(text);
  }

  return (
    <div className="client-search">
      <label htmlFor="client-search">Search clients</label>
      <input
        id="client-search"
        type="search"
        value={text}
        maxLength={120}
        placeholder="Name, company, email or phone"
        autoComplete="off"
        spellCheck={false}
        onChange={onChange}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
