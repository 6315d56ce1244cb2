import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { showToast } from '#web/lib/toast.ts';
import { kindClient } from './kind-client.ts';

vi.mock('#web/lib/toast.ts', () => ({ showToast: vi.fn() }));

type Sent = {
  via: 'fetch' | 'xhr';
  method: string;
  url: string;
  contentType: string | null;
  body: unknown;
};

const item = z.object({ id: z.string() });
const saved = z.object({ message: z.string(), data: item });
let sent: Sent[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

/** Stands in for the browser's XMLHttpRequest, which apiRequest uses to report upload progress. */
class FakeXhr {
  upload: {
    onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  status = 0;
  responseText = '';
  private method = '';
  private url = '';
  private headers = new Headers();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers.set(key, value);
  }
  send(body: unknown) {
    const contentType = this.headers.get('content-type');
    sent.push({ via: 'xhr', method: this.method, url: this.url, contentType, body });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    this.status = answer.status;
    this.responseText = JSON.stringify(answer.body);
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: { message: 'Saved', data: { id: '7' } } };
  vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const contentType = new Headers(init.headers).get('content-type');
    sent.push({ via: 'fetch', method: init.method ?? 'GET', url, contentType, body: init.body });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

const form = (entries: Array<[string, string | File]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const file = (name: string) => new File(['bytes'], name);
const partsOf = (body: unknown) =>
  [...(body as FormData).entries()].map(([name, value]) =>
    value instanceof File ? [name, `file:${value.name}`] : [name, value],
  );

describe('kindClient without a file field', () => {
  const client = kindClient({
    listPath: '/leaves',
    listSchema: z.array(item),
    createPath: '/leaves/apply',
    itemPath: '/leaves',
    savedSchema: saved,
    inputOf: (data) => ({ title: data.get('title'), endDate: null }),
  });

  it('lists from the list path with the schema and the signal', async () => {
    answer = { status: 200, body: [{ id: '1' }, { id: '2' }] };
    expect(await client.list(new AbortController().signal)).toEqual([{ id: '1' }, { id: '2' }]);
    expect(sent).toEqual([
      { via: 'fetch', method: 'GET', url: '/api/leaves', contentType: null, body: undefined },
    ]);
  });

  it('creates and updates with JSON through fetch, even when given a progress callback', async () => {
    const onProgress = vi.fn();
    await client.create(form([['title', 'Diwali']]), onProgress);
    await client.update('a/b', form([['title', 'Holi']]), onProgress);
    expect(sent).toEqual([
      {
        via: 'fetch',
        method: 'POST',
        url: '/api/leaves/apply',
        contentType: 'application/json',
        body: '{"title":"Diwali","endDate":null}',
      },
      {
        via: 'fetch',
        method: 'PUT',
        url: '/api/leaves/a%2Fb',
        contentType: 'application/json',
        body: '{"title":"Holi","endDate":null}',
      },
    ]);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('removes the item at its encoded address', async () => {
    answer = { status: 200, body: { message: 'Deleted' } };
    await client.remove('a b');
    expect(sent).toMatchObject([{ method: 'DELETE', url: '/api/leaves/a%20b', body: undefined }]);
  });

  it('leaves a failed create to the form, and toasts a failed update or removal', async () => {
    answer = { status: 400, body: { message: 'Title is required' } };
    await expect(client.create(form([]), vi.fn())).rejects.toThrow('status 400');
    expect(showToast).not.toHaveBeenCalled();
    await expect(client.update('1', form([]), vi.fn())).rejects.toThrow('status 400');
    await expect(client.remove('1')).rejects.toThrow('status 400');
    expect(showToast).toHaveBeenCalledTimes(2);
  });
});

describe('kindClient with a file field', () => {
  const client = kindClient({
    listPath: '/admin/notices',
    listSchema: z.array(item),
    createPath: '/notices/add',
    itemPath: '/notices',
    savedSchema: saved,
    inputOf: (data) => ({ title: String(data.get('title')), audiences: ['parents', 'staff'] }),
    upload: { field: 'file' },
  });

  it('creates with a multipart body and the chosen file, reporting upload progress', async () => {
    const onProgress = vi.fn();
    const saved = await client.create(
      form([
        ['title', 'Exam dates'],
        ['file', file('dates.pdf')],
      ]),
      onProgress,
    );
    expect(saved).toEqual({ message: 'Saved', data: { id: '7' } });
    expect(sent).toMatchObject([{ via: 'xhr', method: 'POST', url: '/api/notices/add' }]);
    // The browser sets the multipart boundary itself.
    expect(sent[0]!.contentType).toBeNull();
    expect(partsOf(sent[0]!.body)).toEqual([
      ['title', 'Exam dates'],
      ['audiences', 'parents,staff'],
      ['file', 'file:dates.pdf'],
    ]);
    expect(onProgress).toHaveBeenCalledWith(0.25);
  });

  it('updates without a file part when none was chosen, so the current file stays', async () => {
    // A file input left empty still submits an empty part (form-data.ts fileOf).
    await client.update(
      '12',
      form([
        ['title', 'Exam dates'],
        ['file', new File([], '')],
      ]),
      vi.fn(),
    );
    expect(sent).toMatchObject([{ via: 'xhr', method: 'PUT', url: '/api/notices/12' }]);
    expect(partsOf(sent[0]!.body)).toEqual([
      ['title', 'Exam dates'],
      ['audiences', 'parents,staff'],
    ]);
  });

  it('sends every chosen file of a field that takes several', async () => {
    const album = kindClient({
      listPath: '/admin/posts',
      listSchema: z.array(item),
      createPath: '/posts',
      itemPath: '/posts',
      savedSchema: saved,
      inputOf: () => ({ title: 'Sports day' }),
      upload: { field: 'images', several: true },
    });
    await album.create(
      form([
        ['images', file('a.jpg')],
        ['images', file('b.jpg')],
      ]),
      vi.fn(),
    );
    expect(partsOf(sent[0]!.body)).toEqual([
      ['title', 'Sports day'],
      ['images', 'file:a.jpg'],
      ['images', 'file:b.jpg'],
    ]);
  });
});
