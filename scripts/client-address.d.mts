export declare function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustProxy: boolean): string;
