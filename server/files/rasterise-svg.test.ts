import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#server/lib/project-root.ts';
import { looksLikeSvg, svgProblem } from './svg-check.ts';

const red = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
  .png()
  .toBuffer();

// A server that answers every request with a red picture and counts what it was asked for.
const asked: string[] = [];
const server = createServer((request, response) => {
  asked.push(request.url ?? '');
  response.setHeader('content-type', 'image/png');
  response.end(red);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const there = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// And a red picture on disk, for references to files.
const folder = mkdtempSync(path.join(tmpdir(), 'svg-test-'));
const redFile = path.join(folder, 'red.png');
writeFileSync(redFile, red);
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const svg = (body: string, prolog = '') =>
  `${prolog}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40">${body}</svg>`;
const square = '<rect width="40" height="40" fill="#0000ff"/>';

/** Every way an SVG can ask for something outside itself that we know of. */
const reaching: Record<string, string> = {
  'an image by href': svg(`<image href="${there}/a.png" width="40" height="40"/>`),
  'an image by xlink:href': svg(`<image xlink:href="${there}/b.png" width="40" height="40"/>`),
  'a file on the server': svg(`<image href="file://${redFile}" width="40" height="40"/>`),
  'a file beside it': svg('<image href="red.png" width="40" height="40"/>'),
  'a use of another file': svg(`<use href="${there}/c.svg#shape"/>`),
  'a filter picture': svg(
    `<filter id="f"><feImage href="${there}/d.png"/></filter><rect width="40" height="40" filter="url(#f)"/>`,
  ),
  'a fill from another file': svg(`<rect width="40" height="40" fill="url(${there}/e.svg#g)"/>`),
  'a style sheet import': svg(`<style>@import url(${there}/f.css);</style>${square}`),
  'a style sheet instruction': svg(
    square,
    `<?xml version="1.0"?><?xml-stylesheet type="text/css" href="${there}/g.css"?>`,
  ),
  'a font': svg(
    `<style>@font-face{font-family:X;src:url(${there}/h.woff)}</style><text y="20" font-family="X">A</text>`,
  ),
  'an XInclude': svg(
    `<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="${there}/i.svg" parse="xml"/>`,
  ),
  'a document type': svg(square, `<!DOCTYPE svg SYSTEM "${there}/j.dtd">`),
  'an external entity': svg(
    '<text y="20">&e;</text>',
    `<!DOCTYPE svg [<!ENTITY e SYSTEM "${there}/k.txt">]>`,
  ),
  'an external parameter entity': svg(
    square,
    `<!DOCTYPE svg [<!ENTITY % p SYSTEM "${there}/l.dtd"> %p;]>`,
  ),
  'a file entity': svg(
    '<text y="20">&e;</text>',
    `<!DOCTYPE svg [<!ENTITY e SYSTEM "file://${redFile}">]>`,
  ),
  'a reference in character references': svg(
    `<image href="&#104;ttp://127.0.0.1:${new URL(there).port}/m.png" width="40" height="40"/>`,
  ),
  'a url() in CSS escapes': svg(`<rect width="40" height="40" style="fill:\\75 rl(${there}/n)"/>`),
  'an SVG in a data address that links out': svg(
    `<image href="data:image/svg+xml;base64,${Buffer.from(svg(`<image href="${there}/o.png" width="40" height="40"/>`)).toString('base64')}" width="40" height="40"/>`,
  ),
};

describe('SVG uploads', () => {
  it('sharp (its librsvg and libxml2) fetches and reads nothing an SVG given as bytes points to', async () => {
    for (const [name, text] of Object.entries(reaching)) {
      const drawn = await sharp(Buffer.from(text))
        .raw()
        .toBuffer({ resolveWithObject: true })
        .catch(() => undefined);
      // Nothing of the red picture: the file was not read.
      if (drawn) {
        const { data, info } = drawn;
        const centre = ((info.height >> 1) * info.width + (info.width >> 1)) * info.channels;
        expect([...data.subarray(centre, centre + 3)], name).not.toEqual([255, 0, 0]);
      }
    }
    expect(asked).toEqual([]);
  });

  it('are refused, with the reason, when anything in them points outside the file', () => {
    for (const [name, text] of Object.entries(reaching)) {
      expect(looksLikeSvg(Buffer.from(text)), name).toBe(true);
      expect(svgProblem(Buffer.from(text)), name).toMatch(/^This SVG file .*upload a PNG\.$/);
    }
    expect(svgProblem(Buffer.from(reaching['an image by href']!))).toContain(`(${there}/a.png)`);
    expect(
      svgProblem(Buffer.from(svg(square, '<?xml version="1.0" encoding="UTF-7"?>'), 'utf8')),
    ).toMatch(/not saved as UTF-8/);
  });

  it('as drawing programs save them are taken: a W3C document type, gradients, embedded pictures', () => {
    const prolog =
      '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator 27.0.0 -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n';
    const drawn = svg(
      '<defs><linearGradient id="SVGID_1_"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
        '<rect width="40" height="40" style="fill:url(#SVGID_1_)"/><use xlink:href="#SVGID_1_"/>' +
        `<image width="8" height="8" xlink:href="data:image/png;base64,${red.toString('base64')}"/>` +
        '<text>A &amp; B &#169;</text><script>alert(1)</script>',
      prolog,
    );
    expect(looksLikeSvg(Buffer.from(`\ufeff${drawn}`))).toBe(true);
    expect(svgProblem(Buffer.from(drawn))).toBeUndefined();
    const inkscape = svg(square, '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n');
    expect(svgProblem(Buffer.from(inkscape))).toBeUndefined();
  });

  it('are known by their root element, not by markup somewhere in them', () => {
    for (const text of [
      '<html><svg></svg></html>',
      '<?xml version="1.0"?><html/>',
      '<!-- <svg> -->',
      'svg',
      '',
    ])
      expect(looksLikeSvg(Buffer.from(text)), text).toBe(false);
    const shipped = readFileSync(path.join(projectRoot(), 'web', 'public', 'logo.svg'));
    expect(looksLikeSvg(shipped)).toBe(true);
    expect(svgProblem(shipped)).toBeUndefined();
  });
});
