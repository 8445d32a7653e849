export * from "./errors";
export * from "./limits";
export * from "./sniff";
export * from "./targets";
