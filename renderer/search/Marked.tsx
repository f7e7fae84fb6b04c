// A text with the stretches a search matched in <mark>.
import type { SearchText } from '../../shared/rpc/local/search-everything';

export function Marked({ text }: { text: SearchText }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of text.marks) {
    if (start > at) parts.push(text.text.slice(at, start));
    parts.push(<mark key={start}>{text.text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.text.length) parts.push(text.text.slice(at));
  return <>{parts}</>;
}
