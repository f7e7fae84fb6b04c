// An email address that wraps at its @ and its dots, never inside a word unless one part
// alone is wider than its column.
import { Fragment } from 'react';

export function Email({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span className="email">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
