// Types of install-state.mjs, plain JavaScript because it runs before TypeScript is installed.
export declare const INSTALL_STAMP: string;
export declare function installInputsHash(root: string): string;
export declare function installReason(root: string): string | undefined;
export declare function recordInstall(root: string): void;
