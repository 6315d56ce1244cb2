/**
 * What a new school starts with where the setup screen asks nothing (contracts/new-school.ts):
 * circular numbers such as `SPS/2026-27/007`, the daily digest at six in the evening, the brand
 * colours and how long the Inbox keeps submissions. All are settings afterwards.
 */
export const defaultCircularNumberFormat = '{abbreviation}/{year}/{nnn}';
export const defaultDigestTime = '18:00';

/** The brand colours a new school starts with until it chooses its own: every pair readable. */
export const defaultColours = {
  primary: '#0b4f6c',
  primaryDark: '#083a50',
  accent: '#b45309',
  accentSoft: '#fef3c7',
  event: '#0f766e',
  leave: '#b45309',
};

/** How long the Inbox keeps job applications and contact messages, until Settings says otherwise. */
export const defaultRetentionMonths = { applicationMonths: 12, messageMonths: 24 };
