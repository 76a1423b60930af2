import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD as SEED_PASSWORD } from '../security/demo-password';
import { DEMO_CLIENT as SEED_CLIENT } from '../seed/demo/demo-client';
import { DEMO_CLIENT, DEMO_CLIENT_BASIC, DEMO_PASSWORD, demoUser } from './demo-credentials.test-util';

describe('demo credentials of the tests', () => {
  it('are the seed’s own', () => {
    expect(DEMO_PASSWORD).toBe(SEED_PASSWORD);
    expect(DEMO_CLIENT).toEqual({ clientId: SEED_CLIENT.clientId, clientSecret: SEED_CLIENT.secret });
    expect(DEMO_CLIENT_BASIC).toBe(`Basic ${Buffer.from('campus-web:campus-web-secret').toString('base64')}`);
    expect(demoUser('agent')).toEqual({ username: 'agent', password: SEED_PASSWORD });
  });
});
