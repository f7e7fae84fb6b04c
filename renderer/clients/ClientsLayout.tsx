// The clients screen: the list on the left, what the URL names on the right (a client, a
// new client's form, an edit), so the list keeps its place while the broker works.
import type { ReactNode } from 'react';
import { ClientListPane } from './list/ClientListPane';

export function ClientsLayout({
  selectedId = null,
  children,
}: {
  selectedId?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="clients-screen">
      <ClientListPane selectedId={selectedId} />
      {children}
    </div>
  );
}
