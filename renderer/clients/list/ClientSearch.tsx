// The search box: applied 250 ms after the last keystroke (at once on Enter). Ctrl/Cmd+K
// opens the header's search of everything (renderer/search/), which finds clients too.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useListState } from './list-state';

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
const DEBOUNCE_MS = 250;

export function ClientSearch() {
  const applied = useListState((state) => state.q);
  const setQuery = useListState((state) => state.setQuery);
  const [text, setText] = useState(applied);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQuery(value), DEBOUNCE_MS);
  }

  return (
    <div className="client-search">
      <label htmlFor="client-search">Search clients</label>
      <input
        id="client-search"
        ref={input}
        type="search"
        value={text}
        maxLength={120}
        placeholder="Name, company, email or phone"
        autoComplete="off"
        spellCheck={false}
        onChange={onChange}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          clearTimeout(timer.current);
          setQuery(text);
        }}
      />
    </div>
  );
}
