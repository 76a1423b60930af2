import { describe, expect, it } from 'vitest';
import { parseStorageUrl, resolveStorageConfig } from './storage-config';

describe('parseStorageUrl', () => {
  it('reads an s3:// URL: bucket, key prefix, endpoint and region', () => {
    expect(parseStorageUrl('s3://campus-uploads?endpoint=http://127.0.0.1:9000&region=us-east-1')).toEqual({
      kind: 's3',
      bucket: 'campus-uploads',
      prefix: '',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
    });
    expect(parseStorageUrl('s3://media.example.com/campus/uploads/')).toEqual({
      kind: 's3',
      bucket: 'media.example.com',
      prefix: 'campus/uploads/',
      endpoint: null,
      region: null,
    });
    expect(parseStorageUrl('s3://bucket/one')).toMatchObject({ prefix: 'one/' });
  });

  it('reads a file:// URL as a folder', () => {
    expect(parseStorageUrl('file:///var/lib/campus/uploads')).toEqual({
      kind: 'folder',
      path: '/var/lib/campus/uploads',
    });
  });

  it.each([
    ['not a URL', 'campus-uploads'],
    ['another scheme', 'https://s3.example.com/bucket'],
    ['credentials in the URL', 's3://KEY:SECRET@bucket'],
    ['an upper-case bucket', 's3://Campus'],
    ['a bucket too short', 's3://ab'],
    ['a bucket with a port', 's3://bucket:9000'],
    ['a bucket with ..', 's3://a..b'],
    ['a prefix that climbs', 's3://bucket/a%2F..%2Fb'],
    ['a prefix with spaces', 's3://bucket/my%20files'],
    ['an endpoint that is not http(s)', 's3://bucket?endpoint=ftp://host'],
    ['a bad region', 's3://bucket?region=us east'],
    ['an unknown parameter', 's3://bucket?endpiont=http://host:9000'],
    ['a fragment', 's3://bucket#x'],
    ['a file URL with a host', 'file://server/share'],
    ['a file URL with a query', 'file:///data?x=1'],
  ])('refuses %s', (_reason, value) => {
    expect(() => parseStorageUrl(value)).toThrow();
  });
});

describe('resolveStorageConfig', () => {
  it('defaults to the uploads folder of the data folder, or a temporary one with an in-memory database', () => {
    expect(resolveStorageConfig(undefined, '/srv/campus/data', {})).toEqual({
      kind: 'folder',
      path: '/srv/campus/data/uploads',
    });
    expect(resolveStorageConfig(undefined, 'memory://', {})).toEqual({ kind: 'folder', path: null });
  });

  it('fills what the URL leaves out from AWS_REGION, AWS_ENDPOINT_URL and the key variables', () => {
    const aws = {
      region: 'sa-east-1',
      endpoint: 'https://objects.example.com',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      sessionToken: 'session',
    };
    expect(resolveStorageConfig(parseStorageUrl('s3://campus'), 'memory://', aws)).toEqual({
      kind: 's3',
      bucket: 'campus',
      prefix: '',
      endpoint: 'https://objects.example.com',
      region: 'sa-east-1',
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret', sessionToken: 'session' },
    });
    const explicit = parseStorageUrl('s3://campus?endpoint=http://127.0.0.1:9000&region=local');
    expect(resolveStorageConfig(explicit, 'memory://', aws)).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'local',
    });
    expect(resolveStorageConfig(parseStorageUrl('s3://campus'), 'memory://', {})).toMatchObject({
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
    });
  });
});
