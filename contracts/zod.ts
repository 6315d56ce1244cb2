import { z } from 'zod';

// The site's Content-Security-Policy forbids eval. In the browser zod would probe for it with
// `new Function` (reported as a CSP violation) before falling back; jitless skips the probe.
// The server keeps zod's faster compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
