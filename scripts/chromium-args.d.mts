export declare const UNUSED_FEATURES: string[];
export declare const PLAYWRIGHT_DISABLED_FEATURES: string[];
export declare function disableFeatures(defaults: string[]): string;
export declare const PLAYWRIGHT_CHROMIUM_ARGS: string[];
