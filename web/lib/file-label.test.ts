import { describe, expect, it } from 'vitest';
import { attachmentLabel, formatFileSize } from './file-label.ts';

describe('attachment labels', () => {
  it('names the type and a readable size', () => {
    expect(attachmentLabel({ fileType: 'application/pdf', fileSize: 120 * 1024 })).toBe(
      'PDF, 120 KB',
    );
    expect(attachmentLabel({ fileName: 'circular.docx' })).toBe('DOCX');
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});
