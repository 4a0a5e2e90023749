export declare const ROOT: string;
export declare const DIST: string;
export declare const STAMP: string;
export declare function sourceHash(): string;
export declare function isBuildCurrent(): boolean;
export declare function build(): Promise<void>;
export declare function bundleServers(entries: Record<string, string>, outdir: string): Promise<void>;
