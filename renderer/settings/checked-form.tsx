// A Settings form checked with its /local/ schema before it is sent: each field at fault gets
// its message, all at once (the worker checks again).
import type { ReactNode } from 'react';
import type { z } from 'zod';

/** The first message of each field at fault, by the field's name. */
export function messagesByField(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

export function CheckedForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
