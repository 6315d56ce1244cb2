import { expect, test } from './fixtures.ts';
import { untranslatedText } from './latin-text.ts';

// Careers, circulars by e-mail, TC verification and the mandatory disclosure in Hindi
// (decision 0025): their interface text comes from the catalogues; only what staff wrote without
// Hindi stays English, marked lang="en". The forms answer in Hindi and keep what was typed.
// The walk covers each page's own part, <main>: the header and footer are the site's shell,
// checked with the shell's own translation.

for (const path of [
  '/hi/careers',
  '/hi/subscribe',
  '/hi/view-issued-tcs',
  '/hi/mandatory-disclosure',
])
  test(`${path} shows no English interface text`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
    expect(await untranslatedText(page)).toEqual([]);
  });

test('the Hindi careers form: every label and the other tab in Hindi', async ({ page }) => {
  await page.goto('/hi/careers');
  await page.getByRole('tab', { name: 'ऑनलाइन आवेदन' }).click();
  const form = page.getByRole('form', { name: 'ऑनलाइन आवेदन' });
  for (const label of ['पूरा नाम', 'ई-मेल', 'फ़ोन नंबर'])
    await expect(form.getByRole('textbox', { name: label })).toBeVisible();
  await expect(form.getByRole('combobox', { name: /पद/ })).toContainText('पद चुनें');
  await expect(form.getByText('(वैकल्पिक)').first()).toBeVisible();
  expect(await untranslatedText(page)).toEqual([]);
});

test('the Hindi TC lookup says in Hindi that an unknown number has no certificate', async ({
  page,
}) => {
  await page.goto('/hi/view-issued-tcs');
  const form = page.getByRole('form', { name: 'स्थानांतरण प्रमाणपत्र की जाँच' });
  await form.getByLabel('टीसी नंबर').fill('NO-SUCH-TC-404');
  await form.getByLabel('विद्यार्थी की जन्मतिथि').fill('01/04/2012');
  await form.getByRole('button', { name: 'जाँचें' }).click();
  // POSTed: the number and date of birth stay out of the address (decision 0026).
  await expect(page).toHaveURL(/\/hi\/view-issued-tcs$/);
  await expect(page.locator('main').getByRole('status')).toHaveText(
    'इस विवरण से कोई प्रमाणपत्र नहीं मिला। टीसी नंबर और जन्मतिथि दोबारा जाँचें, या विद्यालय कार्यालय को लिखें।',
  );
  await expect(page.getByLabel('टीसी नंबर')).toHaveValue('NO-SUCH-TC-404');
});

test('the Hindi subscribe form sent empty names the problem in Hindi and keeps the choices', async ({
  page,
}) => {
  await page.goto('/hi/subscribe');
  const form = page.getByRole('form', { name: 'परिपत्रों की सदस्यता लें' });
  await form.getByRole('checkbox', { name: 'अभिभावक' }).check();
  await form.getByRole('radio', { name: /दिन में एक ई-मेल/ }).check();
  await form.getByRole('button', { name: 'सदस्यता लें' }).click();
  await expect(form.getByRole('alert')).toHaveText('कृपया नीचे चिह्नित जानकारी ठीक करें।');
  const email = form.getByRole('textbox', { name: 'ई-मेल' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('ई-मेल भरना आवश्यक है।')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'अभिभावक' })).toBeChecked();
  await expect(form.getByRole('radio', { name: /दिन में एक ई-मेल/ })).toBeChecked();
  expect(await untranslatedText(page)).toEqual([]);
});

test('the Hindi disclosure shows the Hindi titles staff wrote and Hindi labels', async ({
  page,
}) => {
  await page.goto('/hi/mandatory-disclosure?category=information');
  const rows = page.locator('#documents li');
  await expect(rows.getByRole('heading', { name: 'अग्नि सुरक्षा प्रमाणपत्र' })).toHaveAttribute(
    'lang',
    'hi',
  );
  await expect(page.getByRole('link', { name: 'जानकारी दस्तावेज़' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'विद्यालय की जानकारी' })).toBeVisible();
  const general = page.locator('details', { has: page.getByText('क. सामान्य जानकारी') });
  await expect(general.getByText('संबद्धता क्रमांक', { exact: true })).toBeVisible();
  // What staff typed stays as typed, marked English.
  await expect(
    general.getByText('Veda Vidya International School', { exact: true }),
  ).toHaveAttribute('lang', 'en');
  const documents = page.locator('details', { has: page.getByText('ख. दस्तावेज़ और जानकारी') });
  await documents.locator('summary').click();
  await expect(documents).toContainText(/\d+ \S+ \d{4} को प्रबंधक और प्रधानाचार्य द्वारा सत्यापित।/);
  await expect(documents).toContainText(/\d+ \S+ \d{4} तक मान्य।/);
  // The linked document's title is the Hindi staff wrote for it.
  await expect(
    documents.locator('dd [lang="hi"]', { hasText: 'अग्नि सुरक्षा प्रमाणपत्र' }),
  ).toBeVisible();
  expect(await untranslatedText(page)).toEqual([]);
});
