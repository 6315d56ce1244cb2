/** The marks around a matched word in a snippet: control characters no indexed text holds. */
export const markStart = '\u0002';
export const markEnd = '\u0003';
