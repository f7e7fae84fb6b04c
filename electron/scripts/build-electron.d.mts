export function buildElectron(): Promise<void>;
