// The header's search of everything (docs/local-api.md, "Search everything"): a combobox
// whose listbox shows the hits grouped by kind, best group first, the matched words marked.
// Ctrl/Cmd+K (OPEN_SEARCH_EVENT) focuses it from anywhere; arrows move through the hits
// (aria-activedescendant: the focus stays in the field), Enter opens one, Escape closes the
// list and gives the focus back to where it was before Ctrl+K.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchGroup, SearchHit } from '../../shared/rpc/local/search-everything';
import { navigate } from '../navigation/router';
import { OPEN_SEARCH_EVENT } from '../navigation/screen-events';
import { GROUP_TITLES, hitContext, hitPath } from './hit-words';
import { Marked } from './Marked';
import { useSearch } from './use-search';
import './search.css';

function HitOption({ hit, id, active }: { hit: SearchHit; id: string; active: boolean }) {
  const [first, ...rest] = hit.texts;
  const context = hitContext(hit);
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      className="search-hit"
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => navigate(hitPath(hit))}
    >
      <span className="search-hit-main">{first && <Marked text={first} />}</span>
      {rest.length > 0 && (
        <span className="search-hit-more">
          {rest.map((text, at) => (
            <span key={at}>
              <Marked text={text} />
            </span>
          ))}
        </span>
      )}
      {context && <span className="search-hit-context">{context}</span>}
    </div>
  );
}

export function SearchBox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const base = useId();
  const { data, isFetching } = useSearch(text);
  const groups: SearchGroup[] = useMemo(
    () => (text.trim() ? (data?.groups ?? []) : []),
    [data, text],
  );
  const hits = groups.flatMap((group) => group.hits);
  // Each group's first hit's place among all: option ids run through the groups.
  const firsts = groups.map((_, n) =>
    groups.slice(0, n).reduce((sum, group) => sum + group.hits.length, 0),
  );
  // The answer may have shrunk since the arrows moved.
  const current = Math.min(active, Math.max(hits.length - 1, 0));
  const optionId = (at: number) => `${base}-hit-${at}`;
  const shown = open && text.trim().length > 0;

  useEffect(() => {
    const openSearch = () => {
      if (document.activeElement !== input.current) {
        returnTo.current = document.activeElement as HTMLElement | null;
      }
      input.current?.focus();
      input.current?.select();
      setOpen(true);
    };
    window.addEventListener(OPEN_SEARCH_EVENT, openSearch);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, openSearch);
  }, []);

  function close(restoreFocus: boolean) {
    setOpen(false);
    if (restoreFocus && returnTo.current?.isConnected) returnTo.current.focus();
    returnTo.current = null;
  }

  function openHit(hit: SearchHit | undefined) {
    if (!hit) return;
    close(false);
    input.current?.blur();
    navigate(hitPath(hit));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined && hits.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && shown) {
      event.preventDefault();
      openHit(hits[current]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (shown) close(true);
      else setText('');
    }
  }

  const listId = `${base}-list`;
  return (
    <div className="search-box">
      <label htmlFor={`${base}-field`} className="visually-hidden">
        Search everything
      </label>
      <input
        id={`${base}-field`}
        ref={input}
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && hits.length > 0 ? optionId(current) : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        placeholder="Search (Ctrl+K)"
        autoComplete="off"
        spellCheck={false}
        maxLength={120}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => close(false)}
        onKeyDown={onKeyDown}
      />
      <div className="search-results" hidden={!shown}>
        <div id={listId} role="listbox" aria-label="Search results">
          {groups.map((group, n) => (
            <div key={group.kind} role="group" aria-labelledby={`${base}-${group.kind}`}>
              <div role="presentation" id={`${base}-${group.kind}`} className="search-group">
                {GROUP_TITLES[group.kind]}
                {group.more && <span className="search-group-more"> (more match)</span>}
              </div>
              {group.hits.map((hit, k) => (
                <HitOption
                  key={hit.id}
                  hit={hit}
                  id={optionId((firsts[n] ?? 0) + k)}
                  active={(firsts[n] ?? 0) + k === current}
                />
              ))}
            </div>
          ))}
        </div>
        <p className="search-status" role="status">
          {searchStatus(hits.length, data?.loading ?? false, isFetching)}
        </p>
      </div>
    </div>
  );
}

function searchStatus(found: number, loading: boolean, fetching: boolean): string {
  if (found === 0) return fetching || loading ? 'Searching…' : 'Nothing matches.';
  const count = `${found} ${found === 1 ? 'result' : 'results'}`;
  return loading ? `${count} so far: still reading this computer's records…` : count;
}
