// Types of main/host-bundle.cjs (a plain module, so the launcher and npm scripts run it without tsx).
export declare const HOST_ENTRIES: Record<string, string>;
export declare const defaultRoot: string;
export declare function hostBundleDir(root?: string): string;
export declare function hostBundlePath(name: string, root?: string): string;
export declare function isHostBundleCurrent(root?: string): boolean;
export declare function buildHostBundle(root?: string): Promise<void>;
export declare function buildHostBundleSync(root?: string): void;
export declare function ensureHostBundle(root?: string): Promise<boolean>;
export declare function ensureHostBundleSync(root?: string): boolean;
