/**
 * Whether PostgreSQL refused a write with a unique violation (23505), optionally of one constraint:
 * the database decides between requests that race (two sign-ups with one address, two offers at
 * once). The drivers put the code on the error or on its cause.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = [error, (error as { cause?: unknown } | null)?.cause].find(
    (candidate) => (candidate as { code?: unknown } | null)?.code === '23505',
  ) as { constraint?: string; message?: string } | undefined;
  if (!found) return false;
  return constraint === undefined || found.constraint === constraint || Boolean(found.message?.includes(constraint));
}
