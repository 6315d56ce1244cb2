import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Admissions policies, parent and student corner, location and legal pages; those on
 * routes/public/info-page.tsx are information pages read from the database (decision 0018).
 */
export const routes: RouteConfigEntry[] = [
  route('guidelines-procedures', 'routes/public/info-page.tsx', { id: 'guidelines-procedures' }),
  route('school-rules-regulations', 'routes/public/info-page.tsx', {
    id: 'school-rules-regulations',
  }),
  route('withdrawal-policy', 'routes/public/info-page.tsx', { id: 'withdrawal-policy' }),
  route('enquiry-form', 'routes/public/parents/enquiry-form.tsx'),
  route('fee-structure', 'routes/public/info-page.tsx', { id: 'fee-structure' }),
  route('parent-visiting-hours', 'routes/public/info-page.tsx', { id: 'parent-visiting-hours' }),
  route('house-system', 'routes/public/info-page.tsx', { id: 'house-system' }),
  route('view-issued-tcs', 'routes/public/parents/view-issued-tcs.tsx'),
  route('guidelines-for-parents', 'routes/public/info-page.tsx', { id: 'guidelines-for-parents' }),
  route('student-guidelines', 'routes/public/info-page.tsx', { id: 'student-guidelines' }),
  route('school-uniform', 'routes/public/info-page.tsx', { id: 'school-uniform' }),
  route('school-timing', 'routes/public/info-page.tsx', { id: 'school-timing' }),
  route('attendance-policy', 'routes/public/info-page.tsx', { id: 'attendance-policy' }),
  route('our-location', 'routes/public/info-page.tsx', { id: 'our-location' }),
  route('terms', 'routes/public/info-page.tsx', { id: 'terms' }),
  route('policy', 'routes/public/info-page.tsx', { id: 'policy' }),
];
