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
 * in. `allowLineBreaks` is for bodies: multi-line fields hold tabs and line breaks. A loop over
 * an explicit stack, not recursion: however deep a value nests, the call stack does not grow
 * (server/plugins/json-body-parser.ts refuses deep JSON first; this holds for any other input).
 */
export function findControlCharacter(
  value: unknown,
  allowLineBreaks: boolean,
  field = '',
): ControlCharacterFinding | undefined {
  const pattern = allowLineBreaks ? controlInText : controlAnywhere;
  // Pending values and their fields, popped last first; children are pushed in reverse so
  // fields are checked in the order they are written.
  const values: unknown[] = [value];
  const fields: string[] = [field];
  while (values.length > 0) {
    const item = values.pop();
    const path = fields.pop()!;
    if (typeof item === 'string') {
      const codePoint = describe(item, pattern);
      if (codePoint) return { field: path || 'body', codePoint };
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const keys = Object.keys(item);
    for (const key of keys) {
      const inKey = describe(key, controlAnywhere);
      if (inKey) return { field: path ? `${path}.${key}` : key, codePoint: inKey };
    }
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index]!;
      const child = (item as Record<string, unknown>)[key];
      // Numbers, booleans and null hold no text: not worth a place on the stack.
      if (typeof child !== 'string' && (!child || typeof child !== 'object')) continue;
      values.push(child);
      fields.push(path ? `${path}.${key}` : key);
    }
  }
  return undefined;
}

/** The 400 naming the field, as for any other invalid value. */
export function controlCharacterError(finding: ControlCharacterFinding): HttpError {
  const message = `Remove the control character ${finding.codePoint}: it cannot be stored.`;
  return new HttpError(400, `${finding.field}: ${message}`, [{ field: finding.field, message }]);
}
