import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_CORS_ORIGINS, DEMO_TOKEN_PEPPER, loadConfig } from './config';
import { DEFAULT_DATA_DIR } from './paths';

const PEPPER = 'p'.repeat(40);

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives the demo defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      dataDir: DEFAULT_DATA_DIR,
      databaseUrl: null,
      demo: true,
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 2_592_000,
      trustProxy: false,
      logLevel: 'info',
      tokenPepper: DEMO_TOKEN_PEPPER,
      bodyLimit: 1_048_576,
      requestTimeoutSeconds: 120,
    });
    expect(config.corsOrigins).toEqual(DEMO_CORS_ORIGINS);
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://localhost:6006', 'http://localhost:6106']),
    );
    expect(config.dataDir.endsWith('/.campus/data')).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      CAMPUS_API_PORT: '9000',
      CAMPUS_API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/campus',
      CAMPUS_DB_POOL_MAX: '20',
      CAMPUS_DEMO: '0',
      CAMPUS_ACCESS_TOKEN_TTL: '600',
      CAMPUS_REFRESH_TOKEN_TTL: '86400',
      CAMPUS_CORS_ORIGINS: 'https://learn.example.com/, https://partner.example.org',
      CAMPUS_TRUST_PROXY: '10.0.0.0/8, loopback',
      CAMPUS_LOG_LEVEL: 'warn',
      CAMPUS_TOKEN_PEPPER: PEPPER,
      CAMPUS_BODY_LIMIT: '2048',
      CAMPUS_SHUTDOWN_TIMEOUT: '30',
      CAMPUS_REQUEST_TIMEOUT: '45',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/campus',
      databasePoolMax: 20,
      demo: false,
      accessTokenTtlSeconds: 600,
      refreshTokenTtlSeconds: 86_400,
      corsOrigins: ['https://learn.example.com', 'https://partner.example.org'],
      trustProxy: '10.0.0.0/8,loopback',
      logLevel: 'warn',
      tokenPepper: PEPPER,
      bodyLimit: 2048,
      shutdownTimeoutSeconds: 30,
      requestTimeoutSeconds: 45,
    });
  });

  it('refuses demo mode with NODE_ENV=production unless CAMPUS_DEMO_IN_PRODUCTION forces it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /CAMPUS_DEMO: demo mode is on with NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', CAMPUS_DEMO_IN_PRODUCTION: '1' }).demo).toBe(true);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        CAMPUS_DEMO: '0',
        CAMPUS_TOKEN_PEPPER: PEPPER,
        CAMPUS_RECAPTCHA_SECRET: 's',
        CAMPUS_CONTENT_ORIGIN: 'https://content.campus.example',
      }).demo,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).demo).toBe(true);
  });

  it('verifies CAPTCHA tokens with reCAPTCHA when a secret is set, else in development fashion outside production', () => {
    expect(loadConfig({})).toMatchObject({
      recaptchaSecret: null,
      recaptchaVerifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      recaptchaMinScore: 0.5,
    });
    expect(
      loadConfig({
        CAMPUS_RECAPTCHA_SECRET: ' site-secret ',
        CAMPUS_RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/siteverify',
        CAMPUS_RECAPTCHA_MIN_SCORE: '0.7',
      }),
    ).toMatchObject({
      recaptchaSecret: 'site-secret',
      recaptchaVerifyUrl: 'http://127.0.0.1:9999/siteverify',
      recaptchaMinScore: 0.7,
    });
    // The development verifier runs in demo mode and outside production, never on a production server.
    expect(loadConfig({ CAMPUS_DEMO: '0', CAMPUS_TOKEN_PEPPER: PEPPER }).recaptchaSecret).toBe(null);
    expect(loadConfig({ NODE_ENV: 'production', CAMPUS_DEMO_IN_PRODUCTION: '1' }).recaptchaSecret).toBe(null);
    const error = configError({
      NODE_ENV: 'production',
      CAMPUS_DEMO: '0',
      CAMPUS_TOKEN_PEPPER: PEPPER,
      CAMPUS_CONTENT_ORIGIN: 'https://content.campus.example',
    });
    expect(error.issues).toEqual([
      {
        variable: 'CAMPUS_RECAPTCHA_SECRET',
        message: expect.stringContaining('NODE_ENV=production and CAMPUS_DEMO=0'),
      },
    ]);
  });

  it('serves contents on the next port and its own address by default, framed by the CORS origins', () => {
    expect(loadConfig({})).toMatchObject({
      contentPort: 8001,
      contentOrigin: null,
      contentFrameAncestors: DEMO_CORS_ORIGINS,
    });
    expect(loadConfig({ CAMPUS_API_PORT: '0' }).contentPort).toBe(0);
    expect(
      loadConfig({
        CAMPUS_CONTENT_PORT: '9100',
        CAMPUS_CONTENT_ORIGIN: 'https://content.campus.example/',
        CAMPUS_CORS_ORIGINS: 'https://learn.example.com',
      }),
    ).toMatchObject({
      contentPort: 9100,
      contentOrigin: 'https://content.campus.example',
      contentFrameAncestors: ['https://learn.example.com'],
    });
    expect(
      loadConfig({ CAMPUS_CONTENT_FRAME_ANCESTORS: 'https://a.example, https://b.example' }).contentFrameAncestors,
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuses a content origin that is the API’s or a site’s, a path, the API’s port, and none in production', () => {
    const variables = (env: NodeJS.ProcessEnv) => configError(env).issues.map((issue) => issue.variable);
    expect(variables({ CAMPUS_CONTENT_ORIGIN: 'http://localhost:8000' })).toEqual(['CAMPUS_CONTENT_ORIGIN']);
    expect(variables({ CAMPUS_CONTENT_ORIGIN: 'http://localhost:3000' })).toEqual(['CAMPUS_CONTENT_ORIGIN']);
    expect(
      variables({
        CAMPUS_CORS_ORIGINS: 'https://learn.example.com',
        CAMPUS_CONTENT_ORIGIN: 'https://learn.example.com',
      }),
    ).toEqual(['CAMPUS_CONTENT_ORIGIN']);
    expect(variables({ CAMPUS_CONTENT_ORIGIN: 'https://content.example/files' })).toEqual(['CAMPUS_CONTENT_ORIGIN']);
    expect(variables({ CAMPUS_CONTENT_PORT: '8000' })).toEqual(['CAMPUS_CONTENT_PORT']);
    expect(variables({ CAMPUS_CONTENT_FRAME_ANCESTORS: 'not an origin' })).toEqual(['CAMPUS_CONTENT_FRAME_ANCESTORS']);
    expect(
      variables({
        NODE_ENV: 'production',
        CAMPUS_DEMO: '0',
        CAMPUS_TOKEN_PEPPER: PEPPER,
        CAMPUS_RECAPTCHA_SECRET: 's',
      }),
    ).toEqual(['CAMPUS_CONTENT_ORIGIN']);
  });

  it('launches SCORM Cloud courses through its REST API with both credentials, else the development adapter', () => {
    expect(loadConfig({}).scormCloud).toBe(null);
    expect(
      loadConfig({ CAMPUS_SCORM_CLOUD_APP_ID: ' CAMPUSAPP ', CAMPUS_SCORM_CLOUD_SECRET: 'cloud-secret' }).scormCloud,
    ).toEqual({ appId: 'CAMPUSAPP', secret: 'cloud-secret', url: 'https://cloud.scorm.com/api/v2' });
    expect(
      loadConfig({
        CAMPUS_SCORM_CLOUD_APP_ID: 'CAMPUSAPP',
        CAMPUS_SCORM_CLOUD_SECRET: 'cloud-secret',
        CAMPUS_SCORM_CLOUD_URL: 'http://127.0.0.1:9300/api/v2/',
      }).scormCloud?.url,
    ).toBe('http://127.0.0.1:9300/api/v2');
    // Half a credential is a mistake, not "development": refused, the secret never echoed.
    const error = configError({ CAMPUS_SCORM_CLOUD_SECRET: 'cloud-secret', CAMPUS_SCORM_CLOUD_URL: 'ftp://x' });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual([
      'CAMPUS_SCORM_CLOUD_APP_ID',
      'CAMPUS_SCORM_CLOUD_URL',
    ]);
    expect(error.message).not.toContain('cloud-secret');
  });

  it('refuses a bad reCAPTCHA URL or score', () => {
    const error = configError({
      CAMPUS_RECAPTCHA_VERIFY_URL: 'ftp://example.com/siteverify',
      CAMPUS_RECAPTCHA_MIN_SCORE: '1.5',
    });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual([
      'CAMPUS_RECAPTCHA_MIN_SCORE',
      'CAMPUS_RECAPTCHA_VERIFY_URL',
    ]);
    expect(configError({ CAMPUS_RECAPTCHA_MIN_SCORE: 'high' }).issues).toEqual([
      { variable: 'CAMPUS_RECAPTCHA_MIN_SCORE', message: 'expected a reCAPTCHA v3 score from 0 to 1, got "high"' },
    ]);
  });

  it('lets only the demo client obtain webservice tokens in demo mode, and no client otherwise unless listed', () => {
    expect(loadConfig({}).webserviceClientIds).toEqual(['campus-web']);
    expect(loadConfig({ CAMPUS_DEMO: 'false', CAMPUS_TOKEN_PEPPER: PEPPER }).webserviceClientIds).toEqual([]);
    expect(
      loadConfig({
        CAMPUS_DEMO: 'false',
        CAMPUS_TOKEN_PEPPER: PEPPER,
        CAMPUS_WEBSERVICE_CLIENTS: ' portal-a, ,portal-b ',
      }).webserviceClientIds,
    ).toEqual(['portal-a', 'portal-b']);
  });

  it('has no CORS origins by default outside demo mode', () => {
    expect(loadConfig({ CAMPUS_DEMO: 'false', CAMPUS_TOKEN_PEPPER: PEPPER }).corsOrigins).toEqual([]);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['127.0.0.1', '127.0.0.1'],
  ])('reads CAMPUS_TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ CAMPUS_TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it('resolves a relative data folder against the directory npm was started from', () => {
    expect(loadConfig({ CAMPUS_DATA_DIR: 'var/db', INIT_CWD: '/srv/campus' }).dataDir).toBe('/srv/campus/var/db');
    expect(loadConfig({ CAMPUS_DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', CAMPUS_API_PORT: ' ' })).toMatchObject({ databaseUrl: null, port: 8000 });
  });

  it('lists every invalid variable in one error', () => {
    const error = configError({
      CAMPUS_API_PORT: 'eighty',
      CAMPUS_DEMO: 'maybe',
      CAMPUS_LOG_LEVEL: 'loud',
      CAMPUS_CORS_ORIGINS: 'https://ok.example.com,not an origin,https://x.example.com/path',
      CAMPUS_ACCESS_TOKEN_TTL: '5',
      CAMPUS_TRUST_PROXY: 'some proxies',
      DATABASE_URL: 'mysql://root:hunter2@db/campus',
    });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual([
      'CAMPUS_ACCESS_TOKEN_TTL',
      'CAMPUS_API_PORT',
      'CAMPUS_CORS_ORIGINS',
      'CAMPUS_DEMO',
      'CAMPUS_LOG_LEVEL',
      'CAMPUS_TRUST_PROXY',
      'DATABASE_URL',
    ]);
    expect(error.message).toContain('CAMPUS_API_PORT: expected a port number from 0 to 65535, got "eighty"');
    expect(error.message).toContain('docs/server.md#configuration');
    // Secrets and credentials are never echoed.
    expect(error.message).not.toContain('hunter2');
  });

  describe('with CAMPUS_DEMO=0', () => {
    it('requires CAMPUS_TOKEN_PEPPER', () => {
      const error = configError({ CAMPUS_DEMO: '0' });
      expect(error.issues).toEqual([
        { variable: 'CAMPUS_TOKEN_PEPPER', message: expect.stringContaining('required when CAMPUS_DEMO=0') },
      ]);
    });

    it('refuses a short pepper without echoing it', () => {
      const error = configError({ CAMPUS_DEMO: '0', CAMPUS_TOKEN_PEPPER: 'short-secret' });
      expect(error.issues.map((issue) => issue.variable)).toEqual(['CAMPUS_TOKEN_PEPPER']);
      expect(error.message).not.toContain('short-secret');
    });

    it('starts with a real pepper', () => {
      expect(loadConfig({ CAMPUS_DEMO: '0', CAMPUS_TOKEN_PEPPER: PEPPER })).toMatchObject({
        demo: false,
        tokenPepper: PEPPER,
      });
    });
  });
});

describe('object storage configuration', () => {
  it('keeps uploads in the data folder by default, and in a temporary folder with an in-memory database', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'folder', path: join(DEFAULT_DATA_DIR, 'uploads') });
    expect(loadConfig({ CAMPUS_DATA_DIR: 'memory://' }).storage).toEqual({ kind: 'folder', path: null });
  });

  it('reads an s3:// CAMPUS_STORAGE_URL with the AWS variables', () => {
    const config = loadConfig({
      CAMPUS_STORAGE_URL: 's3://campus-uploads/prod/?endpoint=http://127.0.0.1:9000',
      AWS_REGION: 'sa-east-1',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'example-secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'campus-uploads',
      prefix: 'prod/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'sa-east-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'example-secret' },
    });
    expect(
      loadConfig({ CAMPUS_STORAGE_URL: 's3://campus', AWS_ENDPOINT_URL: 'https://objects.example.com' }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'campus',
      prefix: '',
      endpoint: 'https://objects.example.com',
      region: 'us-east-1',
      credentials: null,
    });
  });

  it('reads a file:// CAMPUS_STORAGE_URL as a shared folder', () => {
    expect(loadConfig({ CAMPUS_STORAGE_URL: 'file:///mnt/campus-uploads' }).storage).toEqual({
      kind: 'folder',
      path: '/mnt/campus-uploads',
    });
  });

  it('refuses to start with a bad storage URL or half a credential, echoing no secret', () => {
    const error = configError({
      CAMPUS_STORAGE_URL: 's3://AKIA:hunter2@Bucket',
      AWS_ENDPOINT_URL: 'minio:9000',
      AWS_REGION: 'us east',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual([
      'AWS_ENDPOINT_URL',
      'AWS_REGION',
      'AWS_SECRET_ACCESS_KEY',
      'CAMPUS_STORAGE_URL',
    ]);
    expect(error.message).toContain('CAMPUS_STORAGE_URL: expected an s3://bucket');
    expect(error.message).toContain('AWS_SECRET_ACCESS_KEY: required with AWS_ACCESS_KEY_ID');
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('AKIAEXAMPLE');
    expect(() => loadConfig({ CAMPUS_STORAGE_URL: 'https://s3.example.com/bucket' })).toThrow(ConfigError);
  });
});
