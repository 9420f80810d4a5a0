// Types of main/screens-cache.cjs (a plain module the launcher runs without tsx).
export declare function screensFingerprint(root: string): string;
export declare function isScreensBuildCurrent(root: string, outDir?: string): boolean;
export declare function markScreensBuilt(root: string, fingerprint: string, outDir?: string): void;
