export function updateUrlFrom(env: Record<string, string | undefined>): string | null;
export function publishArgs(url: string | null): string[];
