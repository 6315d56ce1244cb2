import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { e2eMailSinkUrl } from './e2e-env.ts';

// The public forms in a browser that runs no script (decision 0026): each is a real POST to its
// page, whose action stores it once; nothing personal goes into an address.

type InboxItem = { kind: string; subject?: string; fullName?: string; resume?: unknown };
type Mail = { to: string[]; subject: string; raw: string };

async function inbox(request: APIRequestContext, adminToken: string): Promise<InboxItem[]> {
  const answer = await request.get('/api/admin/inbox', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return ((await answer.json()) as { items: InboxItem[] }).items;
}

/**
 * The browser's requests as from an address of their own (the server trusts the proxy on
 * loopback): each form allows 5 sendings per address in 10 minutes, and the other browser tests
 * send theirs from 127.0.0.1.
 */
const ownAddress = (last: number) => ({ 'x-forwarded-for': `198.51.100.${last}` });

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const answer = await request.get(`${e2eMailSinkUrl}/mails?to=${encodeURIComponent(to)}`);
  return (await answer.json()) as Mail[];
}

const resume = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
};

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a parent sends each public form and each arrives once @mobile', async ({
    page,
    request,
    adminToken,
  }, testInfo) => {
    const run = `${testInfo.project.name} ${Date.now()}`;
    await page.setExtraHTTPHeaders(ownAddress(testInfo.project.name === 'mobile' ? 21 : 20));
    const noPersonalData = (url: string) => expect(url).not.toMatch(/@|firstName|dob|number=/);

    // Contact Us: a mistake comes back beside its field with what was typed, then it is sent.
    const subject = `Bus route ${run}`;
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Verma');
    await page.getByLabel('Email').fill('asha.verma@example');
    await page.getByLabel('Subject').fill(subject);
    await page.getByRole('textbox', { name: 'Message' }).fill('Is there a bus from Sarkanda?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue(subject);
    noPersonalData(page.url());
    await page.getByLabel('Email').fill('asha.verma@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you for your message.')).toBeVisible();
    noPersonalData(page.url());

    // Circulars by e-mail: subscribe, then confirm from the mail with the button.
    const address = `no-scripts-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto('/subscribe');
    await page.getByLabel('Email').fill(address);
    // No group chosen: the mistake comes back on the group, told with it, the address kept.
    await page.getByRole('checkbox', { name: /^Everything/ }).uncheck();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('group', { name: /^Circulars for/ })).toHaveAccessibleDescription(
      'Choose at least one group.',
    );
    await expect(page.getByLabel('Email')).toHaveValue(address);
    await page.getByRole('checkbox', { name: /^Primary/ }).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please open the link we have just e-mailed')).toBeVisible();
    noPersonalData(page.url());
    let confirmLink: string | undefined;
    await expect
      .poll(async () => {
        const [mail] = await mailsTo(request, address);
        const text = mail?.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=') ?? '';
        confirmLink = /https?:\/\/\S+\/subscriptions\/confirm\?token=[\w-]{43}/.exec(text)?.[0];
        return Boolean(confirmLink);
      })
      .toBe(true);
    await page.goto(confirmLink!);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
    expect(await mailsTo(request, address)).toHaveLength(1);

    // A career application with its resume: the Online tab is a link.
    const applicant = `Meera Joshi ${run}`;
    await page.goto('/careers');
    await page.getByRole('tab', { name: 'Online Application' }).click();
    await page.getByLabel('Full name').fill(applicant);
    await page.getByLabel('Email').fill('meera.joshi@example.com');
    await page.getByLabel('Phone').fill('+91 98765 43210');
    await page.getByLabel('Resume').setInputFiles(resume);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Thank you for applying.')).toBeVisible();

    // The TC lookup: the number and date of birth are POSTed, never in the address.
    const tcNumber = `NS/TC/${Date.now()}/${testInfo.project.name}`;
    const recorded = await request.post('/api/tcs', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: {
        number: tcNumber,
        admissionNumber: 'A-1',
        studentName: 'Kavya Rao',
        dateOfBirth: '2011-08-14',
        className: 'VI',
        leftOn: '2025-04-30',
        issuedOn: '2025-05-02',
      },
    });
    expect(recorded.status()).toBe(201);
    await page.goto('/view-issued-tcs');
    await page.getByLabel('TC number').fill(tcNumber);
    await page.getByLabel('Date of birth').fill('14/08/2011');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Issued on 2 May 2025')).toBeVisible();
    noPersonalData(page.url());

    const items = await inbox(request, adminToken);
    expect(items.filter((item) => item.subject === subject)).toHaveLength(1);
    const applications = items.filter((item) => item.fullName === applicant);
    expect(applications).toHaveLength(1);
    expect(applications[0]!.resume).toBeTruthy();
  });
});

test('with scripts the contact form still sends once, without leaving the page', async ({
  page,
  request,
  adminToken,
}) => {
  const subject = `With scripts ${Date.now()}`;
  await page.setExtraHTTPHeaders(ownAddress(22));
  await page.goto('/contact');
  await page.getByLabel('First name').fill('Ravi');
  await page.getByLabel('Last name').fill('Kumar');
  await page.getByLabel('Email').fill('ravi.kumar@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('A question about fees.');
  const sent = page.waitForResponse('**/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('Thank you for your message.')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  const items = await inbox(request, adminToken);
  expect(items.filter((item) => item.subject === subject)).toHaveLength(1);
});
