/** A page's query as Next passes it to a server component. */
export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One query parameter's first value, or null when it is absent or empty. */
export function firstParam(params: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}
