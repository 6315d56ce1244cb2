/** Text rules of iCalendar (RFC 5545 section 3.1 and 3.3.11) that every property value follows. */

const maxLineOctets = 75;

// eslint-disable-next-line no-control-regex -- control characters are what TEXT values may not carry
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** A TEXT value: backslash, semicolon and comma escaped, every line break as `\n`. */
export function escapeIcalText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(controlCharacters, '')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n');
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with a space.
 * Splits fall between characters, never inside a multi-byte UTF-8 sequence.
 */
export function foldIcalLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > maxLineOctets) {
      lines.push(current);
      current = ` ${char}`;
      octets = 1 + size;
    } else {
      current += char;
      octets += size;
    }
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** The whole object: folded lines, each ended by CRLF as the format requires. */
export function icalDocument(lines: string[]): string {
  return lines.map((line) => `${foldIcalLine(line)}\r\n`).join('');
}
