import { demoSchool } from '#contracts/demo-school.ts';
import { describe, expect, it } from 'vitest';
import { defaultMenus as defaultMenusOf } from '#contracts/default-menus.ts';
import type { Menus } from '#contracts/menus.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';

const defaultMenus = defaultMenusOf(demoSchool);

const ctx = await buildTestApp();
const api = contentApi(ctx);

const staff = { editor: 'menus-editor', office: 'menus-office' } as const;
for (const role of ['editor', 'office'] as const)
  await createAdminsRepository(ctx.db).create(staff[role], `${staff[role]}-password`, role);

/** A fresh session of the staff member with this role. */
async function headersOf(role: keyof typeof staff) {
  const username = staff[role];
  return { authorization: `Bearer ${await ctx.login(username, `${username}-password`)}` };
}

const put = (payload: unknown, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/menus', payload: payload as object, headers });

/** The links of the header's main menu in the first HTML of a public page, in order. */
function mainMenuLinks(html: string): string[] {
  const nav = /<nav[^>]*aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return linksIn(nav);
}

/**
 * The links of one dropdown group of the main menu (the wide screen's menu, the first drawn), a
 * <details> group as the server draws it before scripts run.
 */
function groupLinks(html: string, group: string): string[] {
  const list = new RegExp(
    `>${group}</span><span[^>]*></span></(?:button|summary)><ul[^>]*>([\\s\\S]*?)</ul>`,
  ).exec(html)?.[1];
  return linksIn(list ?? '');
}

function linksIn(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map(
    ([, href, text]) => `${(text ?? '').replaceAll('&amp;', '&')} ${href}`,
  );
}

/** The default Parent Corner group, with a page added at its end. */
function withParentCornerLink(menus: Menus, label: string, path: string): Menus {
  return {
    ...menus,
    header: menus.header.map((group) =>
      group.label === 'Parent Corner'
        ? { ...group, items: [...group.items, { label, path, hidden: false }] }
        : group,
    ),
  };
}

describe('menus', () => {
  it('start as the navigation the site shipped with, stored at start', async () => {
    const editor = await headersOf('editor');
    const page = await api.get('/school-timing');
    expect(page.statusCode).toBe(200);
    const links = mainMenuLinks(page.body);
    expect(links).toContain('Attendance Policy /attendance-policy');
    expect(links).toContain('Our School /our-school');
    // The Hindi pages show each label's Hindi, linking to the Hindi twin (decision 0025).
    const hindi = linksIn((await api.get('/hi/school-timing')).body);
    expect(hindi).toContain('उपस्थिति नीति /hi/attendance-policy');
    expect(hindi).toContain('हमारा विद्यालय /hi/our-school');

    const response = await ctx.app.inject({ method: 'GET', url: '/api/menus', headers: editor });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(defaultMenus);
    const { settings } = ctx.db.tables;
    const rows = await ctx.db.read.select().from(settings);
    expect(rows.find((row) => row.key === 'menus')?.value).toEqual(defaultMenus);
  });

  it('saved by an editor change the header in the first HTML of a public page, hidden links left out', async () => {
    const editor = await headersOf('editor');
    const cached = await api.get('/fee-structure');
    expect(cached.statusCode).toBe(200);
    const before = groupLinks(cached.body, 'Parent Corner');
    expect(before).toContain('Gallery /gallery');
    expect(before).not.toContain('Withdrawal Policy /withdrawal-policy');

    const added = withParentCornerLink(defaultMenus, 'Withdrawal Policy', '/withdrawal-policy');
    const changed: Menus = {
      ...added,
      header: added.header.map((group) =>
        group.label === 'Parent Corner'
          ? {
              ...group,
              items: group.items.map((item) =>
                item.path === '/gallery' ? { ...item, hidden: true } : item,
              ),
            }
          : group,
      ),
      quickLinks: [...defaultMenus.quickLinks].reverse(),
    };
    const saved = await put(changed, editor);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: 'Menus saved.', data: changed });

    const page = await api.get('/fee-structure', {
      'if-none-match': String(cached.headers.etag),
    });
    expect(page.statusCode).toBe(200);
    // The group's links in their saved order, the hidden one left out, the new one last.
    expect(groupLinks(page.body, 'Parent Corner')).toEqual([
      'Guidelines for Parents /guidelines-for-parents',
      'Parent Visiting Hours /parent-visiting-hours',
      'School Calendar /school-calendar',
      'News /news',
      'Events & Notices /news-events',
      'School Timing /school-timing',
      'Attendance Policy /attendance-policy',
      'Withdrawal Policy /withdrawal-policy',
    ]);
    // Staff still see the hidden link, to show it again later.
    const stored = await ctx.app.inject({ method: 'GET', url: '/api/menus', headers: editor });
    expect(stored.json()).toEqual(changed);

    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: await ctx.authHeader(),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(JSON.stringify(audit.json())).toContain(
      'Changed: Main menu (Parent Corner); Quick links',
    );

    const restored = await put(defaultMenus, editor);
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('refuse a write from someone signed out or without the content role, and keep the menus', async () => {
    const changed = withParentCornerLink(defaultMenus, 'Intruder', '/intruder');
    const signedOut = await put(changed, {});
    expect(signedOut.statusCode).toBe(401);
    const office = await put(changed, await headersOf('office'));
    expect(office.statusCode).toBe(403);
    const readByOffice = await ctx.app.inject({
      method: 'GET',
      url: '/api/menus',
      headers: await headersOf('office'),
    });
    expect(readByOffice.statusCode).toBe(403);
    const page = await api.get('/school-timing');
    expect(page.body).not.toContain('Intruder');
  });

  it('refuse a link to another site dressed as a page of this one, and keep the menus', async () => {
    const editor = await headersOf('editor');
    const before = (await api.get('/api/menus')).body;
    for (const path of ['/\\evil.example', '//evil.example', '/\t/evil.example', ' JavaScript:x']) {
      const response = await put(withParentCornerLink(defaultMenus, 'Evil', path), editor);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors).toEqual([
        expect.objectContaining({ field: 'header.4.items.8.path' }),
      ]);
    }
    expect((await api.get('/api/menus')).body).toBe(before);
  });

  it('refuse an invalid body with a message naming the list, the group, the link and the field', async () => {
    const editor = await headersOf('editor');
    const broken = withParentCornerLink(defaultMenus, ' ', 'javascript:alert(1)');
    const response = await put(broken, editor);
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      message: string;
      errors: Array<{ field: string; message: string }>;
    }>();
    expect(body.message).toBe('Main menu, group 5 (Parent Corner), link 9: Label is required.');
    expect(body.errors).toEqual([
      { field: 'header.4.items.8.label', message: body.message },
      {
        field: 'header.4.items.8.path',
        message: expect.stringMatching(
          /^Main menu, group 5 \(Parent Corner\), link 9: Address must be a page of this site starting with \//,
        ),
      },
    ]);

    const tooMany = await put(
      { ...defaultMenus, quickLinks: Array(5).fill(defaultMenus.quickLinks[0]) },
      editor,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Quick links: At most 4 links in one list.');

    const noHeader = await put({ footer: [] }, editor);
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'header',
      'quickLinks',
      'legal',
    ]);

    const after = await ctx.app.inject({ method: 'GET', url: '/api/menus', headers: editor });
    expect(after.json()).toEqual(defaultMenus);
  });
});
