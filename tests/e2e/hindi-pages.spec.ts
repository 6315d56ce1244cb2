import { demoSchool } from '../../contracts/demo-school.ts';
import { expect, test } from './fixtures.ts';
import { untranslatedText } from './latin-text.ts';

// A Hindi reader goes through the home page, the lists and the gallery in Hindi. What
// staff wrote only in English is marked lang="en" (hindi.spec.ts); everything else is Hindi.

const hindiPages = [
  '/hi',
  '/hi/news-events',
  '/hi/news',
  '/hi/gallery',
  // A demo circular with its Hindi (server/demo/demo-content.ts).
  '/hi/notices/parent-teacher-meeting',
];

for (const path of hindiPages) {
  test(`${path} shows no English outside the parts marked English @mobile`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(await untranslatedText(page)).toEqual([]);
  });
}

test('the home page speaks Hindi in every section', async ({ page }) => {
  await page.goto('/hi');
  const { nameHi, cityHi } = demoSchool;
  await expect(page).toHaveTitle(`${nameHi} | ${cityHi}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^${nameHi} ${cityHi} का`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${nameHi} में आपका स्वागत है`);
  for (const heading of [
    'ताज़ा समाचार',
    'हमारे परिसर का जीवन',
    'शैक्षिक कार्यक्रम',
    'हार्दिक स्वागत',
    'अभिभावकों की राय',
    'हमारी चित्र दीर्घा',
  ])
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'विद्यालय के स्तर' })).toContainText('प्री-प्राइमरी');
  await expect(page.getByRole('link', { name: 'और जानें — प्राइमरी के बारे में' })).toHaveAttribute(
    'href',
    '/hi/academics-primary',
  );
  await expect(page.getByRole('region', { name: 'विद्यालय देखने आएँ' })).toContainText(
    'सोमवार से शनिवार',
  );

  // The testimonials move through their Hindi quotes.
  const testimonials = page.locator('#testimonials');
  await expect(testimonials).toContainText('अंजलि शर्मा');
  await testimonials.getByRole('button', { name: 'अगली राय' }).click();
  await expect(testimonials).toContainText('राकेश वर्मा');
  await expect(testimonials).toContainText('रात के खाने पर वह हमें अपने प्रयोग समझाता है।');

  // The English home page keeps its English.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${demoSchool.name}`);
  await expect(page.getByRole('heading', { name: 'Educational Programs' })).toBeVisible();
  await expect(page.locator('#testimonials')).toContainText('Anjali Sharma');
});

test('events and notices: Hindi heading, filters and month names', async ({ page }) => {
  await page.goto('/hi/news-events');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('कार्यक्रम और सूचनाएँ');
  const show = page.getByRole('navigation', { name: 'दिखाएँ' });
  for (const name of ['सभी', 'कार्यक्रम', 'सूचनाएँ'])
    await expect(show.getByRole('link', { name, exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'परिपत्र चुनें' });
  await expect(form.getByRole('combobox', { name: 'किनके लिए' })).toContainText('अभिभावक');
  await expect(form.getByRole('combobox', { name: 'शैक्षणिक वर्ष' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'दिखाएँ' })).toBeVisible();
  // Each event's date badge names its month the way Intl writes it in Hindi.
  const date = await page.locator('#notices-title + ul time').first().getAttribute('datetime');
  const month = new Intl.DateTimeFormat('hi-IN', { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  await expect(page.locator('#notices-title + ul > li').first()).toContainText(month);
});

test('news and gallery: Hindi headings and the overlay in Hindi', async ({ page }) => {
  await page.goto('/hi/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('समाचार');
  await expect(page).toHaveTitle(`समाचार | ${demoSchool.nameHi}`);

  await page.goto('/hi/gallery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('चित्र दीर्घा');
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'इस पोस्ट का अपना पृष्ठ खोलें' })).toBeVisible();
  await dialog.getByRole('button', { name: 'बंद करें' }).click();
  await expect(dialog).toBeHidden();
  // An album: its number of photos on the card, and the overlay's steps, in Hindi.
  const album = page.getByRole('main').getByRole('link', { name: /^वार्षिकोत्सव/ });
  await expect(album).toContainText('4 तस्वीरें');
  await album.click();
  await expect(dialog).toContainText('4 में से तस्वीर 1');
  await dialog.getByRole('button', { name: 'अगली तस्वीर' }).click();
  await expect(dialog).toContainText('4 में से तस्वीर 2');
  await expect(dialog.getByRole('button', { name: 'पिछली तस्वीर' })).toBeEnabled();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, audience, button } of [
    { path: '/hi/news-events', audience: 'अभिभावक', button: 'दिखाएँ' },
    { path: '/news-events', audience: 'Parents', button: 'Show' },
  ])
    test(`the circulars filter works as a plain form on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('combobox', { name: /किनके लिए|For/ }).selectOption({ label: audience });
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${path}\\?audience=parents&year=\\d{4}$`));
      await expect(page.getByRole('combobox', { name: /किनके लिए|For/ })).toHaveValue('parents');
    });
});
