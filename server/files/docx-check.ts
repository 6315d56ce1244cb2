import yauzl from 'yauzl';

const maxEntries = 2000;
const maxUncompressedBytes = 100 * 1024 * 1024;
const requiredEntries = ['[Content_Types].xml', 'word/document.xml'];

export type DocxVerdict = 'docx' | 'not-docx' | 'too-large';

/**
 * Reads only the zip's central directory (names and declared sizes), so a zip bomb is refused
 * without inflating a byte of it.
 */
export function checkDocx(bytes: Buffer): Promise<DocxVerdict> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (openError, zip) => {
        if (openError || !zip) return resolve('not-docx');
        if (zip.entryCount > maxEntries) {
          zip.close();
          return resolve('too-large');
        }
        const found = new Set<string>();
        let total = 0;
        zip.on('entry', (entry: yauzl.Entry) => {
          total += entry.uncompressedSize;
          if (total > maxUncompressedBytes) {
            zip.close();
            return resolve('too-large');
          }
          if (requiredEntries.includes(entry.fileName)) found.add(entry.fileName);
          zip.readEntry();
        });
        zip.on('end', () => resolve(found.size === requiredEntries.length ? 'docx' : 'not-docx'));
        zip.on('error', () => resolve('not-docx'));
        zip.readEntry();
      },
    );
  });
}
