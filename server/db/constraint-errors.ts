/**
 * Which rule of the schema a failed write broke, on either database: a unique index (PostgreSQL
 * 23505, SQLite SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY) or a foreign key (23503,
 * SQLITE_CONSTRAINT_FOREIGNKEY). Two requests racing for the same row end this way; the caller
 * answers 409 instead of 500. Drizzle wraps the driver's error, so its causes are searched too.
 */
export type BrokenConstraint = 'unique' | 'foreign-key';

const codes: Record<string, BrokenConstraint> = {
  '23505': 'unique',
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  '23503': 'foreign-key',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign-key',
};

export function brokenConstraint(error: unknown): BrokenConstraint | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(codes, code)) return codes[code];
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}
