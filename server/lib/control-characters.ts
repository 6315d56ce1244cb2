import { HttpError } from './http-errors.ts';

/**
 * C0 control characters and DEL. PostgreSQL cannot store NUL in text at all (SQLite can), and the
 * others have no place in what a person types, so both databases answer the same 400 instead of
 * one storing what the other fails on. Tabs and line breaks are text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlAnywhere = /[\u0000-\u001f\u007f]/;

export type ControlCharacterFinding = { field: string; codePoint: string };

function describe(text: string, pattern: RegExp): string | undefined {
  const found = pattern.exec(text)?.[0];
  return found && `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The first control character in a parsed body, query or path parameters, with the field it is
 * in. `allowLineBreaks` is for bodies: multi-line fields hold tabs and line breaks.
 */
export function findControlCharacter(
  value: unknown,
  allowLineBreaks: boolean,
  field = '',
): ControlCharacterFinding | undefined {
  const pattern = allowLineBreaks ? controlInText : controlAnywhere;
  if (typeof value === 'string') {
    const codePoint = describe(value, pattern);
    return codePoint ? { field: field || 'body', codePoint } : undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const path = field ? `${field}.${key}` : key;
    const inKey = describe(key, controlAnywhere);
    if (inKey) return { field: path, codePoint: inKey };
    const inItem = findControlCharacter(item, allowLineBreaks, path);
    if (inItem) return inItem;
  }
  return undefined;
}

/** The 400 naming the field, as for any other invalid value. */
export function controlCharacterError(finding: ControlCharacterFinding): HttpError {
  const message = `Remove the control character ${finding.codePoint}: it cannot be stored.`;
  return new HttpError(400, `${finding.field}: ${message}`, [{ field: finding.field, message }]);
}
