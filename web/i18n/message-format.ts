/**
 * A catalogue message as the build compiles it (web/i18n/compiled-catalogues.ts): its text, with
 * `[name]` where the value of its `{name}` placeholder goes.
 */
export type CompiledMessage = string | ReadonlyArray<string | readonly [name: string]>;

/** A compiled catalogue: each message by its id ('calendar.nextMonth'). */
export type Messages = Record<string, CompiledMessage>;

/** The values of a message's placeholders, by name. */
export type Values = Record<string, unknown>;

/**
 * A compiled message with its placeholders filled in; a placeholder without a value says nothing.
 * The catalogues say only text and `{name}` placeholders (the build refuses the rest of ICU
 * MessageFormat), so this is all the browser needs of a message library (decision 0025).
 */
export function formatMessage(message: CompiledMessage, values: Values = {}): string {
  if (typeof message === 'string') return message;
  return message
    .map((part) => (typeof part === 'string' ? part : String(values[part[0]] ?? '')))
    .join('');
}
