const entities: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

// eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters even when escaped
const forbiddenInXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text safe in XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(forbiddenInXml, '').replace(/[<>&'"]/g, (char) => entities[char]!);
}
