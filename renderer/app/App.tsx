import { ClientsScreen } from '../clients/ClientsScreen';
import { ConnectionStatus } from './ConnectionStatus';

export function App() {
  return (
    <div className="app">
      <header className="app-header">
        <h1>Charter Desk</h1>
        <ConnectionStatus />
      </header>
      <main className="app-main">
        <ClientsScreen />
      </main>
    </div>
  );
}
