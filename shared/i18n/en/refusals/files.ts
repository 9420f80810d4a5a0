/** Refusals about files from outside (issue 18): content packs and their imports (main/content, main/services/content.ts) and campaign files (shared/exchange, main/services/exchange*). */
export const files = {};
