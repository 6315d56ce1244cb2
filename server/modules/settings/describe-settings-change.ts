import type { SchoolSettings } from '#contracts/school-settings.ts';

const summaryMaxLength = 2000;

/** Every changed leaf as `path` and its value before and after, e.g. `phones: [...]`. */
function changedLeaves(before: unknown, after: unknown, path: string[] = []): string[] {
  const isObject = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(before) && isObject(after)) {
    const record = (value: unknown) => value as Record<string, unknown>;
    const keys = new Set([...Object.keys(record(before)), ...Object.keys(record(after))]);
    return [...keys].flatMap((key) =>
      changedLeaves(record(before)[key], record(after)[key], [...path, key]),
    );
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [`${path.join('.')}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`];
}

/**
 * The audit log's line for a save of the settings: each changed field with what it was and what
 * it became, so "who changed the phone number, and from what" has an answer.
 */
export function describeSettingsChange(before: SchoolSettings, after: SchoolSettings): string {
  const changes = changedLeaves(before, after);
  if (changes.length === 0) return 'Saved, no change';
  const summary = `Changed ${changes.join('; ')}`;
  return summary.length > summaryMaxLength ? `${summary.slice(0, summaryMaxLength - 1)}…` : summary;
}
