/** An id from the address (`/jobs/:id`), or null when it cannot be one: the page is then a 404 at once. */
export function routeId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
