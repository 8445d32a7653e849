export function attribute(tag: string, name: string): string | undefined;
export function unescapeAttribute(value: string): string;
