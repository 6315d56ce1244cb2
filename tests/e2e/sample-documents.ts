// Files a parent attaches to an admission application: a PDF and a picture the server reads
// and re-encodes (server/modules/admissions/read-admission-form.ts).

/** The smallest PDF the upload checks accept. */
export const pdf = {
  name: 'birth-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
};

/** A 1×1 PNG: a picture the server can read and re-encode. */
export const photo = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};
