import { describe, expect, it } from 'vitest';
import { alertInputSchema } from './alerts.ts';
import { audienceListSchema } from './audience-schemas.ts';
import { audiencesMatch } from './audiences.ts';
import { academicYearLabel, academicYearOf } from './academic-year.ts';

describe('audiences', () => {
  it('reads a list from JSON or from a multipart field, everyone when empty', () => {
    expect(audienceListSchema.parse(['parents', 'primary', 'parents'])).toEqual([
      'parents',
      'primary',
    ]);
    expect(audienceListSchema.parse('primary, senior-secondary')).toEqual([
      'primary',
      'senior-secondary',
    ]);
    expect(audienceListSchema.parse('')).toEqual(['all']);
    expect(audienceListSchema.safeParse('pupils').success).toBe(false);
  });

  it('sends a subscriber what is for one of their groups or for everyone', () => {
    expect(audiencesMatch(['primary'], ['primary', 'middle'])).toBe(true);
    expect(audiencesMatch(['primary'], ['all'])).toBe(true);
    expect(audiencesMatch(['all'], ['staff'])).toBe(true);
    expect(audiencesMatch(['primary'], ['senior-secondary'])).toBe(false);
  });

  it('places dates in the academic year from April to March', () => {
    expect(academicYearOf('2026-04-01')).toBe(2026);
    expect(academicYearOf('2027-03-31')).toBe(2026);
    expect(academicYearLabel(2026)).toBe('2026-27');
    expect(academicYearLabel(2099)).toBe('2099-00');
  });
});

describe('emergency alert links', () => {
  const linkAccepted = (link: string) =>
    alertInputSchema.safeParse({ message: 'Closed', link, expiresAt: '2030-01-01T00:00:00Z' })
      .success;

  // The site's one rule for links (contracts/content/links.test.ts has the full table).
  it('lead to a page of the site or a web address, never to another site in disguise', () => {
    expect(linkAccepted('/notices/rain-holiday')).toBe(true);
    expect(linkAccepted('https://weather.example/bilaspur')).toBe(true);
    for (const link of ['//evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(linkAccepted(link), link).toBe(false);
  });
});
