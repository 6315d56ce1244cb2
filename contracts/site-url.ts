/**
 * Pre-rendered HTML is built before the deployment's PUBLIC_URL is known, so pages write this
 * origin in canonical and Open Graph URLs and the server swaps in PUBLIC_URL when it loads them.
 */
export const publicUrlPlaceholder = 'https://public-url.invalid';
