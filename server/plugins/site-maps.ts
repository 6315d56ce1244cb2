import { escapeXml } from '../lib/escape-xml.ts';

/** robots.txt and sitemap.xml, made from the pages the build pre-rendered. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /admin-login',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string, pagePaths: string[]): string {
  const urls = [...pagePaths]
    .sort()
    .map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
