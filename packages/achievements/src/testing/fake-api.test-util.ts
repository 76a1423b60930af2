// The achievements widgets' fake API for tests and stories: the certificates, their PDFs, the public verification
// and the badges of the reference server as a route table of the test kit (`@campus/core/testing`), answered
// from fixtures with their wire schemas. Test-only.
import { ACHIEVEMENT_PATHS } from '@campus/core/api';
import { isCertificateCode, normalizeCertificateCode } from '@campus/core/rules';
import { badgesResponseSchema, certificatesResponseSchema, certificateVerificationSchema } from '@campus/core/schemas';
import type { BadgesResponse, CertificatesResponse } from '@campus/core/schemas';
import type { SessionData } from '@campus/core';
import { answer, apiError, createFakeApi } from '@campus/core/testing';
import type { FakeApi, FakeApiOptions } from '@campus/core/testing';
import * as fixtures from './achievements-fixtures.test-util.js';

/** What the fake serves. */
export interface AchievementsApiOptions {
  certificates?: CertificatesResponse;
  badges?: BadgesResponse;
  /** Fails a request (the kit's failure hook). */
  fail?: FakeApiOptions['fail'];
}

/** The fake, with the options later requests read. */
export type AchievementsApi = FakeApi & { options: AchievementsApiOptions };

/** The signed-in learner of the tests. */
export const LEARNER_SESSION: Partial<SessionData> = {
  access_token: 'fake-access-token',
  email: 'learner@campus.example',
  id: 42,
};

/** The bytes of the fake's PDFs: a PDF's signature, enough for a test to tell the file apart. */
export const FAKE_PDF = '%PDF-1.7\n% campus test certificate\n%%EOF\n';

const PDF_PATH = /^\/api\/certificates\/(\d+)\/pdf\/$/;

/** Creates the fake, serving the fixtures unless `initial` says otherwise. */
export function createAchievementsApi(initial: AchievementsApiOptions = {}): AchievementsApi {
  const options: AchievementsApiOptions = { ...initial };
  const mine = () => options.certificates ?? fixtures.certificates();
  const api = createFakeApi(
    {
      [`GET ${ACHIEVEMENT_PATHS.certificates}`]: () => answer(certificatesResponseSchema, mine()),
      // The kit answers JSON only: the PDF's bytes are put in by `fetch` below, once this route said yes.
      [`GET ${ACHIEVEMENT_PATHS.certificatePdf}`]: ({ params }) =>
        mine().results.some((certificate) => String(certificate.id) === params['id'])
          ? { status: 200, body: {} }
          : apiError(404, 'not_found_or_forbidden'),
      [`GET ${ACHIEVEMENT_PATHS.verifyCertificate}`]: ({ params }) => {
        const typed = params['code'] ?? '';
        if (!isCertificateCode(typed)) return apiError(400, 'invalid_request');
        const code = normalizeCertificateCode(typed);
        const found = mine().results.find((certificate) => normalizeCertificateCode(certificate.code) === code);
        return answer(
          certificateVerificationSchema,
          found
            ? {
                genuine: true,
                learner_name: 'Ana Souza',
                training_title: found.training_title,
                issued_on: found.issued_at.slice(0, 10),
              }
            : { genuine: false },
        );
      },
      [`GET ${ACHIEVEMENT_PATHS.badges}`]: () => answer(badgesResponseSchema, options.badges ?? fixtures.badges()),
    },
    { fail: (method, path, request) => options.fail?.(method, path, request) },
  );
  const fakeFetch = api.fetch;
  const fetchWithPdf: typeof fetch = async (input, init) => {
    const response = await fakeFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!response.ok || !PDF_PATH.test(url.pathname)) return response;
    return new Response(FAKE_PDF, {
      status: 200,
      headers: { 'content-type': 'application/pdf' },
    });
  };
  return Object.assign(api, { options, fetch: fetchWithPdf });
}
