export const root: string;
export function at(...parts: string[]): string;
export function buildIfStale(workspace: string, output: string, sources: string[]): void;
export function buildApi(): string;
export function buildWebApp(): void;
