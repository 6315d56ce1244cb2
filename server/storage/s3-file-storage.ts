import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  type _Object,
} from '@aws-sdk/client-s3';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import { assertStoredName, isStoredName, type FileStorage } from './file-storage.ts';

export function createS3Client(settings: {
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}): S3Client {
  const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = settings;
  return new S3Client({
    endpoint,
    region,
    credentials: { accessKeyId, secretAccessKey },
    forcePathStyle,
    // Many S3-compatible stores reject the checksum headers the SDK sends by default since 2025.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The error `createReadStream` gives for a missing file, so callers treat both drivers alike. */
function missingFile(name: string, cause: unknown): Error {
  return Object.assign(new Error(`no stored file ${JSON.stringify(name)}`, { cause }), {
    code: 'ENOENT',
  });
}

/**
 * Objects under one key prefix of a bucket, so several server instances share the same files.
 * `prefix` is empty or ends with `/`: any other prefix would also match its neighbours' keys.
 */
export function createS3FileStorage(options: {
  bucket: string;
  prefix: string;
  client: S3Client;
}): FileStorage {
  const { bucket, prefix, client } = options;
  if (prefix !== '' && !prefix.endsWith('/')) {
    throw new Error(`S3 prefix must end with "/": ${JSON.stringify(prefix)}`);
  }
  const keyOf = (name: string) => {
    assertStoredName(name);
    return `${prefix}${name}`;
  };

  async function* storedObjects(): AsyncGenerator<{ name: string; object: _Object }> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(prefix.length) ?? '';
        if (isStoredName(name)) yield { name, object };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    async put(name, bytes) {
      const key = keyOf(name);
      // A PUT is atomic in S3: readers see the old object or the whole new one, never a partial
      // write, so there is no temporary name to rename from.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
    },

    openRead(name) {
      const key = keyOf(name);
      const output = new PassThrough();
      client
        .send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        // In Node the body is always a Readable; its type also covers the browser's streams.
        // pipeline passes body errors on to `output`, and frees the socket if `output` goes first.
        .then(({ Body }) => pipeline(Body as Readable, output, () => {}))
        .catch((error: unknown) =>
          output.destroy(error instanceof NoSuchKey ? missingFile(name, error) : (error as Error)),
        );
      return output;
    },

    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },

    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        return true;
      } catch (error) {
        if (error instanceof NotFound) return false;
        throw error;
      }
    },

    async list() {
      const names: string[] = [];
      for await (const { name } of storedObjects()) names.push(name);
      return names.sort();
    },

    async removeLeftovers(keep, before) {
      const removed: string[] = [];
      for await (const { name, object } of storedObjects()) {
        if (keep.has(name) || !object.LastModified || object.LastModified >= before) continue;
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        removed.push(name);
      }
      return removed;
    },
  };
}
