/**
 * A notification's action path from the server, used only when it stays inside the app (one
 * leading slash, so neither `//other.site` nor `javascript:`); anything else leads to the fallback.
 */
export function toInAppPath(action: string | null | undefined, fallback = '/notifications'): string {
  return action && /^\/(?![/\\])/.test(action) ? action : fallback;
}
