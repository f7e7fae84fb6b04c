export interface ElectronRuntime {
  dir: string;
  executable: string;
}
export function electronRuntimeCandidates(root: string): string[];
export function findElectronRuntime(root: string, candidates?: string[]): ElectronRuntime | null;
export function describeMissingRuntime(root: string): string;
