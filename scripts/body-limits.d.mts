/** Types of body-limits.mjs, for the TypeScript that imports it (tests). */
export const BODY_CEILING_BYTES: number;
export function bodyRefusal(pathname: string, headers: Record<string, string | string[] | undefined>): boolean;
