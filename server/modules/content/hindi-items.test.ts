import { expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makePdf, makePng } from '#server/test/fixtures/upload-files.ts';

// An item's Hindi beside its English (decision 0025), through the admin's forms.

const ctx = await buildTestApp();
const api = contentApi(ctx);

it('keeps a notice’s Hindi; a client that sends no Hindi keeps it, an empty field clears it', async () => {
  const created = await api.sendForm('POST', '/api/notices/add', {
    title: 'Winter timing',
    description: 'School starts at 9:30 AM from 1 December.',
    titleHi: 'शीतकालीन समय',
    descriptionHi: '1 दिसंबर से स्कूल सुबह 9:30 बजे से लगेगा।',
    date: '2026-11-25',
  });
  expect(created.statusCode, created.body).toBe(201);
  const notice = created.json().data;
  expect(notice).toMatchObject({
    titleHi: 'शीतकालीन समय',
    descriptionHi: '1 दिसंबर से स्कूल सुबह 9:30 बजे से लगेगा।',
  });

  // The original site's client knows nothing of Hindi: its save leaves the Hindi as it was.
  const legacy = await api.sendForm('PUT', `/api/notices/${notice.id}`, {
    title: 'Winter timing',
    description: 'School starts at 9:30 AM from 2 December.',
    date: '2026-11-25',
  });
  expect(legacy.json().data).toMatchObject({ titleHi: 'शीतकालीन समय' });

  const cleared = await api.sendForm('PUT', `/api/notices/${notice.id}`, {
    title: 'Winter timing',
    description: 'School starts at 9:30 AM from 2 December.',
    titleHi: '',
    descriptionHi: '',
    date: '2026-11-25',
  });
  expect(cleared.json().data).toMatchObject({ titleHi: null, descriptionHi: null });
});

it('keeps a disclosure document’s Hindi beside its English; absent keeps it, empty clears it', async () => {
  const created = await api.sendForm(
    'POST',
    '/api/disclosure/addDisclosure',
    {
      type: 'information',
      title: 'Fire safety certificate',
      description: 'Issued by the fire department',
      titleHi: 'अग्नि सुरक्षा प्रमाणपत्र',
      descriptionHi: 'अग्निशमन विभाग द्वारा जारी',
    },
    { field: 'file', name: 'fire.pdf', bytes: makePdf('fire') },
  );
  expect(created.statusCode, created.body).toBe(201);
  const document = created.json().data;
  expect(document).toMatchObject({
    titleHi: 'अग्नि सुरक्षा प्रमाणपत्र',
    descriptionHi: 'अग्निशमन विभाग द्वारा जारी',
  });

  const legacy = await api.sendForm('PUT', `/api/disclosure/${document.id}`, {
    type: 'information',
    title: 'Fire safety certificate 2026',
  });
  expect(legacy.statusCode, legacy.body).toBe(200);
  expect(legacy.json().data).toMatchObject({
    title: 'Fire safety certificate 2026',
    titleHi: 'अग्नि सुरक्षा प्रमाणपत्र',
    descriptionHi: 'अग्निशमन विभाग द्वारा जारी',
  });

  const cleared = await api.sendForm('PUT', `/api/disclosure/${document.id}`, {
    type: 'information',
    title: 'Fire safety certificate 2026',
    titleHi: '',
    descriptionHi: '',
  });
  expect(cleared.json().data).toMatchObject({ titleHi: null, descriptionHi: null });

  const listed = (await api.get('/api/disclosure')).json();
  expect(listed).toContainEqual(expect.objectContaining({ id: document.id, titleHi: null }));
});

it('refuses a Hindi title over the limit, naming the field', async () => {
  const response = await api.sendForm(
    'POST',
    '/api/posts',
    { title: 'Sports day', content: '', titleHi: 'ख'.repeat(201) },
    { field: 'image', name: 'sports.png', bytes: await makePng() },
  );
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual([
    { field: 'titleHi', message: 'Title in Hindi must be at most 200 characters.' },
  ]);
});
