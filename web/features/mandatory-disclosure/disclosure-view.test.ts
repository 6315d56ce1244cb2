import { describe, expect, it } from 'vitest';
import type { Disclosure } from '#contracts/content/disclosures.ts';
import { demoSchool } from '#contracts/demo-school.ts';
import {
  schoolInformationDefaults,
  schoolInformationDefaultsOn,
  schoolInformationSections,
  sectionIds,
  type FieldSpec,
} from '#contracts/content/school-information.ts';
import { addCatalogue, translatorFor } from '#web/i18n/translator.ts';
import { hindi as hindiCatalogue } from '#web/i18n/hindi-catalogues.ts';
import './messages/mandatory-disclosure-messages.ts';
import { formatBytes } from '#web/lib/format.ts';
import { displayDate } from './display-date.ts';
import { documentView, filterDocuments } from './disclosure-view.ts';
import { missingItems } from '#contracts/content/disclosure-completeness.ts';

const document = (overrides: Partial<Disclosure>): Disclosure => ({
  _id: 'a',
  id: 'a',
  originalName: 'results.pdf',
  fileName: 'stored-name.pdf',
  type: 'general',
  title: '',
  description: '',
  titleHi: null,
  descriptionHi: null,
  uploadDate: '2025-01-01T00:00:00.000Z',
  modifiedDate: '2025-01-02T00:00:00.000Z',
  fileSize: 10,
  ...overrides,
});

describe('disclosure documents', () => {
  it('falls back to the original name and names the file in the description', () => {
    expect(documentView(document({}))).toMatchObject({
      title: 'results.pdf',
      description: 'File: results.pdf',
    });
    expect(documentView(document({ originalName: '', fileName: '' })).title).toBe(
      'Untitled Document',
    );
    expect(documentView(document({ uploadDate: '' })).date).toBe('2025-01-02T00:00:00.000Z');
  });

  it('filters by category and case-insensitive search, newest first', () => {
    const rows = [
      document({ id: 'old', type: 'results', title: 'Class X', uploadDate: '2024-01-01' }),
      document({ id: 'new', type: 'results', description: 'CLASS XII', uploadDate: '2025-05-01' }),
      document({ id: 'other', type: 'academic', title: 'Calendar' }),
    ];
    expect(filterDocuments(rows, 'results', 'class').map((row) => row.id)).toEqual(['new', 'old']);
    expect(filterDocuments(rows, 'all', 'calendar').map((row) => row.id)).toEqual(['other']);
    expect(filterDocuments(rows, 'general', '')).toEqual([]);
  });

  it('shows sizes on a 1024 base with two decimals and dates as the rest of the site', () => {
    expect(formatBytes(500)).toBe('500 Bytes');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.00 GB');
    expect(displayDate('2024-11-15', 'en')).toBe('15 November 2024');
    expect(displayDate('2025-06-15', 'hi')).toBe('15 जून 2025');
    // A time is the school's day: 20:00 UTC is already the next day in India.
    expect(displayDate('2024-04-30T20:00:00.000Z', 'en')).toBe('1 May 2024');
  });

  it('lists the items still empty, attestations of linked documents included', () => {
    const missing = missingItems({
      sections: {
        ...schoolInformationDefaultsOn('2026-11-24', demoSchool),
        documents: { ...schoolInformationDefaults.documents, noc: 'gone', fireSafety: 'a' },
      },
      documents: [document({})],
      updatedAt: null,
    });
    expect(missing.map((item) => item.key)).toContain('noc');
    expect(missing.map((item) => item.key)).toContain('inspectionVideo');
    expect(missing.map((item) => item.key)).not.toContain('fireSafety');
    expect(missing.map((item) => item.key)).toContain('fireSafetyValidUntil');
    expect(missing.map((item) => item.key)).toContain('resultsX');
    // A new school's figures and texts are not given: the Principal and their qualification,
    // every count and text of D and E; what the settings give (name, numbers, contacts) is.
    for (const key of ['principalName', 'teachers', 'counsellor', 'campusAreaSqM', 'labs'])
      expect(missing.map((item) => item.key)).toContain(key);
    expect(missing.map((item) => item.key)).not.toContain('schoolName');
    // 8 documents with 2 attestation fields each and 3 validity dates, 4 documents and 3 more
    // in C (two result tables, the annual reports), the teacher list, the video; one linked;
    // 2 items of A, 14 figures and texts of D, 7 of E.
    expect(missing).toHaveLength(8 * 3 + 3 + 4 + 3 + 1 + 1 - 1 + 2 + 14 + 7);
    expect(missing.map((item) => item.key)).toContain('annualReports');
  });
});

addCatalogue('hi', hindiCatalogue);
const english = translatorFor('en');
const hindi = translatorFor('hi');

describe('School Information labels', () => {
  it('has an English and a Hindi label for every section and item, by its stable id', () => {
    for (const section of sectionIds) {
      const { title, fields } = schoolInformationSections[section];
      expect(english(`disclosure.sections.${section}`)).toBe(title);
      expect(hindi(`disclosure.sections.${section}`)).not.toBe(title);
      for (const field of fields.filter((each: FieldSpec) => !each.partOf)) {
        expect(english(`disclosure.fields.${field.key}`), field.key).toBe(field.label);
        expect(hindi(`disclosure.fields.${field.key}`), field.key).toMatch(/[\u0900-\u097F]/);
      }
    }
  });
});
