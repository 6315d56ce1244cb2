import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { contentApi } from '../../test/content-api.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);

describe('share cards', () => {
  it('give an item without a picture a 1200×630 PNG, named on its page as og:image', async () => {
    const created = await api.sendJson('POST', '/api/events', {
      title: 'Annual Day: a celebration of our students’ talents, music, dance and drama',
      description: 'In the school hall.',
      date: '2027-02-10',
    });
    const { slug } = created.json<{ data: { slug: string } }>().data;
    const page = await api.get(`/events/${slug}`);
    const cardUrl = `/share-cards/events/${slug}.png`;
    expect(page.body).toContain(
      `<meta property="og:image" content="http://school.test${cardUrl}"/>`,
    );
    expect(page.body).toContain('<meta property="og:image:width" content="1200"/>');

    const card = await api.get(cardUrl);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(card.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    // The title is drawn: a card for another title differs.
    const other = await api.sendJson('POST', '/api/events', {
      title: 'Sports Day',
      description: '',
      date: '2027-02-11',
    });
    const otherCard = await api.get(`/share-cards/events/${other.json().data.slug}.png`);
    expect(otherCard.rawPayload.equals(card.rawPayload)).toBe(false);
  });

  it('answer 404 for an item that does not exist and for names that are not cards', async () => {
    for (const url of [
      '/share-cards/events/no-such-event.png',
      '/share-cards/events/..%2f..%2fschool.db',
      '/share-cards/teachers/x.png',
    ]) {
      const response = await api.get(url);
      expect([400, 404], url).toContain(response.statusCode);
    }
  });
});
