export function findSystemChromium(): string | undefined;
export function ensureChromium(): string | undefined;
export function ensurePdftotext(): string | undefined;
