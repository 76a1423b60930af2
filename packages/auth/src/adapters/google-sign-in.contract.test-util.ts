import { describe, expect, it } from 'vitest';
import type { GoogleSignInAdapter } from './google-sign-in.js';

/** The claims the server checks in an ID token (docs/server.md "Google"). */
interface IdTokenClaims {
  readonly iss?: unknown;
  readonly aud?: unknown;
  readonly sub?: unknown;
  readonly exp?: unknown;
}

function decodePart(part: string): unknown {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))));
}

/** What the contract needs to know of the implementation under test. */
export interface GoogleContractSetup {
  readonly create: () => GoogleSignInAdapter;
  /** The audience the tokens must carry (the server's `CAMPUS_GOOGLE_CLIENT_ID`). */
  readonly clientId: string;
  /** Checks a token's RS256 signature the way the server does (against the trusted public key). */
  readonly verifySignature: (token: string) => Promise<boolean>;
  /** Makes an adapter whose person cancels, when the implementation can. */
  readonly cancelling?: () => GoogleSignInAdapter;
}

/**
 * The contract every {@link GoogleSignInAdapter} keeps, as a suite: an RS256 JWT that the server's verifier
 * accepts (Google's issuer, the configured audience, a subject, an expiry ahead) and a rejection when the
 * person cancels. Run against the development adapter in google-sign-in.test.ts; a host runs it against its
 * own wrapper of Google Identity Services with a test key the same way.
 */
export function describeGoogleSignInAdapterContract(name: string, setup: GoogleContractSetup): void {
  describe(`GoogleSignInAdapter contract: ${name}`, () => {
    it('answers a signed RS256 ID token the server can verify', async () => {
      const token = await setup.create().getIdToken();
      const parts = token.split('.');
      expect(parts).toHaveLength(3);
      expect(decodePart(parts[0]!)).toMatchObject({ alg: 'RS256' });
      expect(await setup.verifySignature(token)).toBe(true);
      expect(await setup.verifySignature(`${parts[0]}.${parts[1]}.${parts[2]!.slice(0, -4)}AAAA`)).toBe(false);
    });

    it("carries Google's issuer, the configured audience, a subject and an expiry ahead", async () => {
      const claims = decodePart((await setup.create().getIdToken()).split('.')[1]!) as IdTokenClaims;
      expect(['https://accounts.google.com', 'accounts.google.com']).toContain(claims.iss);
      expect(claims.aud === setup.clientId || (Array.isArray(claims.aud) && claims.aud.includes(setup.clientId))).toBe(
        true,
      );
      expect(typeof claims.sub).toBe('string');
      expect(claims.sub).not.toBe('');
      expect(typeof claims.exp).toBe('number');
      expect(claims.exp as number).toBeGreaterThan(Date.now() / 1000);
    });

    if (setup.cancelling) {
      const cancelling = setup.cancelling;
      it('rejects when the person cancels', async () => {
        await expect(cancelling().getIdToken()).rejects.toBeInstanceOf(Error);
      });
    }
  });
}
