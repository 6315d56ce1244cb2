import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import type { RouteEntry } from '#server/lib/route-table.ts';
import { multipartFromParts } from '#server/test/fixtures/multipart.ts';
import {
  hostileFileNames,
  hostilePathSegments,
  hostileTexts,
  knownFieldNames,
  prototypeKeys,
} from './hostile-values.ts';

export type FuzzRequest = {
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer | string;
};

/** What the database and the fixtures hold, so some requests name real records and valid files. */
export type FuzzInputs = {
  ids: string[];
  files: Array<{ name: string; bytes: Buffer }>;
};

type Body = { payload?: Buffer | string; contentType?: string };

const unreserved = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 bytes, so lone surrogates and NUL reach the server too. */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return byte < 0x80 && unreserved.test(char) ? char : `%${byte.toString(16).padStart(2, '0')}`;
    })
    .join('');
}

/** Header values must be printable ASCII, or Node refuses them before the server sees them. */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 300,
});

const anyText = fc.oneof(
  fc.constantFrom(...hostileTexts),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.integer({ min: 201, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function pathSegment(inputs: FuzzInputs): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...hostilePathSegments),
    { weight: 3, arbitrary: fc.constantFrom(...inputs.ids) },
    fc.uuid(),
    isoDate,
    anyText.map(percentEncode),
    fc.integer({ min: 1000, max: 10_000 }).map((length) => 'a'.repeat(length)),
  );
}

/** The route's URL with every `:param` and `*` replaced, each independently. */
function urlFor(route: RouteEntry, inputs: FuzzInputs): fc.Arbitrary<string> {
  const holes = route.url.match(/:\w+|\*/g) ?? [];
  const segment = pathSegment(inputs);
  const wildcard = fc.array(segment, { maxLength: 4 }).map((parts) => parts.join('/'));
  return fc.tuple(...holes.map((hole) => (hole === '*' ? wildcard : segment))).map((values) => {
    let index = 0;
    return route.url.replace(/:\w+|\*/g, () => values[index++] ?? '');
  });
}

const queryKey = fc.oneof(
  fc.constantFrom(...knownFieldNames),
  fc.constantFrom(...prototypeKeys),
  anyText,
);

const queryString = fc
  .array(fc.tuple(queryKey, anyText), { maxLength: 5 })
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&')}`,
  );

const authorization = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'bearer x',
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${'a'.repeat(5000)}`,
  ),
  fc.stringMatching(/^[A-Za-z0-9_-]{20,200}$/).map((token) => `Bearer ${token}`),
  headerText.map((token) => `Bearer ${token}`),
  headerText,
);

const contentTypes = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'text/plain',
    'text/html',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=nothing-matches',
    'application/octet-stream',
    'image/png',
    'application/pdf',
    '*/*',
    ';',
  ),
  headerText,
);

const extraHeaders = fc.record(
  {
    authorization,
    accept: fc.constantFrom('*/*', 'application/json', 'text/html', 'image/webp', 'nonsense'),
    'accept-encoding': fc.constantFrom('br', 'gzip', 'deflate', 'br, gzip', 'identity;q=0', 'x'),
    'if-none-match': fc.oneof(fc.constant('*'), headerText),
    'if-modified-since': fc.oneof(fc.constant('Thu, 01 Jan 1970 00:00:00 GMT'), headerText),
    range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=999999999-', 'bytes=5-1', 'lines=1-2'),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), headerText),
    origin: fc.oneof(fc.webUrl(), headerText),
    cookie: headerText,
  },
  { requiredKeys: [] },
);

/** JSON text written by hand, so `__proto__` keys and numbers beyond a double really are sent. */
function jsonText(): fc.Arbitrary<string> {
  const scalar = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
    fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '-0', '5e-400'),
    fc.constantFrom(...hostileTexts).map((text) => JSON.stringify(text)),
  );
  const key = fc.oneof(
    fc.constantFrom(...knownFieldNames),
    fc.constantFrom(...prototypeKeys),
    fc.string({ maxLength: 20 }),
  );
  const objectOf = (value: fc.Arbitrary<string>) =>
    fc
      .array(fc.tuple(key, value), { maxLength: 8 })
      .map(
        (entries) =>
          `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${item}`).join(',')}}`,
      );
  return fc.oneof(objectOf(fc.oneof(scalar, objectOf(scalar))), scalar);
}

/**
 * JSON shaped to exhaust whoever walks it: thousands of nested brackets (json-body-parser.ts
 * refuses them), brackets inside text (which must not count), and long flat lists and objects.
 */
function deepOrWideJson(): fc.Arbitrary<string> {
  const levels = fc.integer({ min: 60, max: 20_000 });
  const deep = fc.oneof(
    levels.map((n) => '['.repeat(n) + ']'.repeat(n)),
    levels.map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
    levels.map((n) => '[{"title":'.repeat(n) + '"x"' + '}]'.repeat(n)),
    levels.map((n) => '['.repeat(n)),
    levels.map((n) => `{"title":"Sports day","content":${'['.repeat(n)}${']'.repeat(n)}}`),
  );
  const inText = levels.map((n) =>
    JSON.stringify({ title: '['.repeat(n), description: `\\"${'{'.repeat(n)}` }),
  );
  const width = fc.integer({ min: 1_000, max: 100_000 });
  const wide = fc.oneof(
    width.map((n) => `[${'1,'.repeat(n)}1]`),
    width.map((n) => `[${'[],'.repeat(n)}[]]`),
    width.map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":"v"`).join(',')}}`),
    width.map((n) => `{"title":"x","items":[${'{"label":"a","path":"/a"},'.repeat(n)}{}]}`),
  );
  return fc.oneof(deep, inText, wide);
}

/** Fields the forms expect, with values that often pass, so checks behind the schemas are reached. */
function plausibleFields(): fc.Arbitrary<Record<string, string>> {
  const title = fc.oneof(fc.string({ minLength: 1, maxLength: 80 }), anyText);
  return fc.record(
    {
      title,
      description: anyText,
      content: anyText,
      date: fc.oneof(isoDate, anyText),
      type: fc.oneof(fc.constantFrom('results', 'academic', 'information', 'general'), anyText),
      removeFile: fc.constantFrom('true', 'false', 'yes', ''),
      removeImage: fc.constantFrom('true', 'false', 'yes', ''),
      firstName: title,
      lastName: title,
      email: fc.oneof(fc.emailAddress(), anyText),
      subject: title,
      message: anyText,
      fullName: title,
      phone: fc.oneof(fc.constant('+91 77520 40100'), anyText),
      position: fc.constantFrom('teacher', 'other', '', 'pilot'),
      experience: anyText,
      website: fc.constantFrom('', 'http://spam.example'),
    },
    { requiredKeys: [] },
  );
}

/** Every field of one form with a value that passes, and a real file: writes that should succeed. */
function validForm(inputs: FuzzInputs): fc.Arbitrary<Body> {
  const text = fc.oneof(
    fc.constantFrom('Annual Day', 'परीक्षा सूचना', '🏫 Sports week'),
    fc.string({ minLength: 1, maxLength: 80 }).filter((value) => value.trim() !== ''),
  );
  const content = fc.record({
    title: text,
    description: text,
    content: text,
    date: isoDate,
    type: fc.constantFrom('results', 'academic', 'information', 'general'),
  });
  const application = fc.record({
    fullName: text,
    email: fc.constant('applicant@example.com'),
    phone: fc.constant('+91 77520 40100'),
    experience: text,
  });
  const asJson = content.map((values) => ({
    payload: JSON.stringify(values),
    contentType: 'application/json',
  }));
  const asMultipart = fc
    .tuple(
      fc.oneof(content, application),
      fc.constantFrom('file', 'image', 'resume'),
      fc.constantFrom(...inputs.files),
    )
    .map(([values, field, file]) => {
      const body = multipartFromParts([
        ...Object.entries(values).map(([name, value]) => ({ name, value })),
        { name: field, value: file.bytes, fileName: file.name },
      ]);
      return { payload: body.payload, contentType: body.headers['content-type'] };
    });
  return fc.oneof(asJson, asMultipart);
}

function multipart(inputs: FuzzInputs): fc.Arbitrary<Body> {
  const fieldName = fc.oneof(
    fc.constantFrom(...knownFieldNames),
    fc.constantFrom(...prototypeKeys),
    fc.string({ maxLength: 30 }),
  );
  const validFile = fc.constantFrom(...inputs.files);
  const filePart = fc
    .tuple(
      fc.constantFrom('file', 'image', 'resume'),
      fc.oneof(
        validFile,
        fc.record({
          name: fc.oneof(
            fc.constantFrom(...hostileFileNames),
            validFile.map((file) => file.name),
          ),
          bytes: fc.oneof(
            validFile.map((file) => file.bytes),
            fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
          ),
        }),
      ),
      fc.constantFrom('application/octet-stream', 'application/pdf', 'image/png', 'text/html'),
    )
    .map(([name, file, type]) => ({ name, value: file.bytes, fileName: file.name, type }));
  const randomPart = fc.record({
    name: fieldName,
    value: anyText,
    fileName: fc.option(fc.oneof(fc.constantFrom(...hostileFileNames), fc.string()), {
      nil: undefined,
    }),
  });
  const fields = plausibleFields().map((record) =>
    Object.entries(record).map(([name, value]) => ({ name, value })),
  );
  return fc
    .tuple(
      fields,
      fc.array(fc.oneof(filePart, randomPart), { maxLength: 4 }),
      fc.constantFrom('whole', 'whole', 'whole', 'truncated', 'wrong-boundary'),
    )
    .map(([known, extra, shape]) => {
      const body = multipartFromParts([...known, ...extra]);
      const contentType = body.headers['content-type'];
      if (shape === 'truncated')
        return { payload: body.payload.subarray(0, body.payload.length >> 1), contentType };
      if (shape === 'wrong-boundary')
        return { payload: body.payload, contentType: 'multipart/form-data; boundary=other' };
      return { payload: body.payload, contentType };
    });
}

/** Beyond the JSON body limit; printed by its size, not byte by byte, if it ever fails. */
const oversized = Object.assign(Buffer.alloc(2 * 1024 * 1024, 0x20), {
  [fc.toStringMethod]: () => '<2 MiB of spaces>',
});

function body(inputs: FuzzInputs): fc.Arbitrary<Body> {
  return fc.oneof(
    fc.constant({}),
    jsonText().map((payload) => ({ payload, contentType: 'application/json' })),
    deepOrWideJson().map((payload) => ({ payload, contentType: 'application/json' })),
    plausibleFields().map((fields) => ({
      payload: JSON.stringify(fields),
      contentType: 'application/json',
    })),
    fc.tuple(fc.string({ maxLength: 200 }), contentTypes).map(([payload, contentType]) => ({
      payload,
      contentType,
    })),
    fc.tuple(fc.uint8Array({ maxLength: 4096 }), contentTypes).map(([bytes, contentType]) => ({
      payload: Buffer.from(bytes),
      contentType,
    })),
    fc.array(fc.tuple(queryKey, anyText), { maxLength: 6 }).map((pairs) => ({
      payload: pairs
        .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
        .join('&'),
      contentType: 'application/x-www-form-urlencoded',
    })),
    multipart(inputs),
    { weight: 4, arbitrary: validForm(inputs) },
    fc.constant({ payload: oversized, contentType: 'application/json' }),
  );
}

/** Usually the body's own content type; sometimes one that contradicts it. */
const mismatchedType = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: contentTypes },
);

/** One request to `route` (sometimes with another method) with hostile URL, headers and body. */
export function requestFor(route: RouteEntry, inputs: FuzzInputs): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { weight: 9, arbitrary: fc.constant(route.method as HTTPMethods) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<HTTPMethods>('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
    },
  );
  return fc
    .tuple(method, urlFor(route, inputs), queryString, extraHeaders, body(inputs), mismatchedType)
    .map(([verb, url, query, headers, { payload, contentType }, otherType]) => {
      const type = otherType ?? contentType;
      return {
        method: verb,
        url: url + query,
        headers: { ...headers, ...(type !== undefined && { 'content-type': type }) },
        ...(payload !== undefined && { payload }),
      };
    });
}
