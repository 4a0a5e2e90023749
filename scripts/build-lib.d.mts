export declare const ROOT: string;
export declare const DIST: string;
export declare const STAMP: string;
export declare function sourceHash(): string;
export declare function isBuildCurrent(): boolean;
export declare function build(): Promise<void>;
export declare function bundleServer(entry: string, outfile: string): Promise<void>;
