import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The office's side of the admissions specs (decision 0011: office staff see applications,
// editors do not): a fresh office account, and a page signed in as it.

const password = 'tamarind-kettle-49-sparrow';

/** A new office account, invited by the administrator, and a session of it. */
export async function officeSession(
  request: APIRequestContext,
  adminToken: string,
  username: string,
): Promise<string> {
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { username, role: 'office' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { invitationUrl } = (await created.json()) as { invitationUrl: string };
  const accepted = await request.post('/api/auth/invitation', {
    data: { token: invitationUrl.split('#')[1], password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const signIn = await request.post('/api/auth/admin-login', { data: { username, password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return ((await signIn.json()) as { token: string }).token;
}

/** The page's browser storage holds the office's session, as the adminPage fixture does. */
export async function signInAs(page: Page, token: string, username: string): Promise<void> {
  await page.addInitScript(
    ([session, name]) => {
      if (!localStorage.getItem('adminToken')) {
        localStorage.setItem('adminToken', session);
        localStorage.setItem('adminUsername', name);
      }
    },
    [token, username] as const,
  );
}
