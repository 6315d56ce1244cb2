export declare const chromiumExecutable: string;
export declare const chromiumFlags: string[];
