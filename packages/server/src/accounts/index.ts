import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { OUTBOX_SENDER_NAME } from '../senders/outbox-sender';
import { createSenders, loadSenderConfig } from '../senders/sender-config';
import type { Senders } from '../senders/types';
import { CLIENT_ACCESS, PUBLIC_ACCESS, PUBLIC_CLIENT_ACCESS, roleAccess, SIGNED_IN_ACCESS } from '../shared/access';
import { approvalRoutes } from './approval-routes';
import type { AccountContext } from './account-context';
import { loadSiteUrl } from './accounts-config';
import { avatarFileRoutes, avatarRoutes } from './avatar-routes';
import { contactRoutes, DEMO_SUPPORT_EMAIL } from './contact-routes';
import { devOutboxRoutes } from './dev-outbox-routes';
import { firstAccessRoutes } from './first-access-routes';
import { phoneVerificationRoutes } from './phone-verification-routes';
import { profileRoutes } from './profile-routes';
import { recoveryRoutes } from './recovery-routes';
import { registrationOptionsRoutes } from './registration-options-routes';
import { registrationRoutes } from './registration-routes';

/** Options of {@link accountRoutes}; tests swap the clock or the senders. */
export interface AccountRoutesOptions {
  readonly now?: () => Date;
  readonly senders?: Senders;
  readonly env?: NodeJS.ProcessEnv;
}

/**
 * Every account route (docs/server.md "Accounts"): password recovery, registration, first access, profile,
 * phone verification, deletion, and the demo-mode outbox. Senders and the site URL come from the environment
 * (`CAMPUS_EMAIL_SENDER`, `CAMPUS_SMS_SENDER`, `CAMPUS_SITE_URL`); contact messages go to `CAMPUS_SUPPORT_EMAIL`.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const env = options.env ?? process.env;
  const senderConfig = loadSenderConfig(env);
  if (!app.config.demo && !options.senders && [senderConfig.email, senderConfig.sms].includes(OUTBOX_SENDER_NAME)) {
    // Production with the development adapter: recovery e-mails and codes would silently go nowhere.
    app.log.warn(senderConfig, 'the outbox sender stores messages without delivering them: configure a real adapter');
  }
  const ctx: AccountContext = {
    database: app.database,
    config: app.config,
    senders: options.senders ?? createSenders(senderConfig, app.database.db),
    siteUrl: loadSiteUrl(env),
    now: options.now ?? (() => new Date()),
    log: app.log,
    revokeSessions: (familyIds) => app.realtime.revokeSessions(familyIds),
  };
  const supportEmail = env['CAMPUS_SUPPORT_EMAIL']?.trim() || DEMO_SUPPORT_EMAIL;
  // Anyone: password recovery, first access, the demo outbox.
  await app.register(withAccess(PUBLIC_ACCESS, recoveryRoutes(ctx), firstAccessRoutes(ctx), devOutboxRoutes));
  // Anyone: avatar images (an `<img>` sends no token; names are unguessable).
  await app.register(withAccess(PUBLIC_ACCESS, avatarFileRoutes));
  // Anyone, naming a client (its organisations): registration options.
  await app.register(withAccess(PUBLIC_CLIENT_ACCESS, registrationOptionsRoutes));
  // OAuth clients (Basic credentials, checked by the routes): registration and pre-registration.
  await app.register(withAccess(CLIENT_ACCESS, registrationRoutes(ctx)));
  // Administrators: accounts awaiting approval (spec §4, §6).
  await app.register(withAccess(roleAccess('programme_admin', 'platform_admin'), approvalRoutes));
  // The signed-in person's own account: profile, phone verification, contact.
  await app.register(
    withAccess(
      SIGNED_IN_ACCESS,
      profileRoutes(ctx),
      avatarRoutes(ctx),
      phoneVerificationRoutes(ctx),
      contactRoutes(ctx, supportEmail),
    ),
  );
};
