import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Admissions policies, parent and student corner, location and legal pages; those on
 * routes/public/info-page.tsx are information pages read from the database (decision 0018).
 */
export const routes: RouteConfigEntry[] = [
  route('guidelines-procedures', 'routes/public/parents/guidelines-procedures.tsx'),
  route('school-rules-regulations', 'routes/public/info-page.tsx', {
    id: 'school-rules-regulations',
  }),
  route('withdrawal-policy', 'routes/public/info-page.tsx', { id: 'withdrawal-policy' }),
  route('enquiry-form', 'routes/public/parents/enquiry-form.tsx'),
  route('fee-structure', 'routes/public/info-page.tsx', { id: 'fee-structure' }),
  route('parent-visiting-hours', 'routes/public/parents/parent-visiting-hours.tsx'),
  route('house-system', 'routes/public/parents/house-system.tsx'),
  route('view-issued-tcs', 'routes/public/parents/view-issued-tcs.tsx'),
  route('guidelines-for-parents', 'routes/public/info-page.tsx', { id: 'guidelines-for-parents' }),
  route('student-guidelines', 'routes/public/info-page.tsx', { id: 'student-guidelines' }),
  route('school-uniform', 'routes/public/parents/school-uniform.tsx'),
  route('school-timing', 'routes/public/info-page.tsx', { id: 'school-timing' }),
  route('attendance-policy', 'routes/public/info-page.tsx', { id: 'attendance-policy' }),
  route('our-location', 'routes/public/parents/our-location.tsx'),
  route('terms', 'routes/public/parents/terms.tsx'),
  route('policy', 'routes/public/parents/policy.tsx'),
];
