import { getDocumentProxy } from 'unpdf';

/** What is kept of a PDF's words: enough for any circular or disclosure, bounded for a book. */
export const pdfTextMaxLength = 100_000;
/** Pages read at most: a long PDF's first pages hold its subject, and reading stays short. */
export const pdfPagesRead = 40;

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * The words of a PDF, read once when the file is stored (the content writer, before its
 * transaction) and kept in `pdf_texts`: '' for a scan, which has pictures of pages and no words,
 * and for a file pdf.js cannot read. Never throws: a PDF that cannot be read is still found by
 * the title of its record.
 */
export async function readPdfText(bytes: Uint8Array): Promise<string> {
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      let text = '';
      const last = Math.min(pdf.numPages, pdfPagesRead);
      for (let number = 1; number <= last && text.length < pdfTextMaxLength; number += 1) {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        for (const item of content.items)
          if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
        text += '\n';
      }
      return text
        .replace(controlCharacters, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, pdfTextMaxLength);
    } finally {
      await pdf.destroy();
    }
  } catch {
    return '';
  }
}
