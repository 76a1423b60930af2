import { isTransferRole } from '@campus/core/rules';
import type { TransferRole } from '@campus/core/rules';

/**
 * What the widget knows of the partner registration of the document typed: nothing until a transfer is tried
 * (the partner is asked on each transfer, by document), then what the partner answered.
 */
export type RegistrationStatus =
  | { readonly state: 'unknown' }
  | { readonly state: 'active'; readonly role: TransferRole }
  | { readonly state: 'inactive' }
  | { readonly state: 'invalid_role' };

/** Nothing known yet. */
export const UNKNOWN_REGISTRATION: RegistrationStatus = { state: 'unknown' };

/** The status a transfer's outcome tells: the role of a success, or the refusal about the registration. */
export function registrationFrom(outcome: { role: string } | { code: string }): RegistrationStatus | undefined {
  if ('role' in outcome) return isTransferRole(outcome.role) ? { state: 'active', role: outcome.role } : undefined;
  if (outcome.code === 'inactive_registration') return { state: 'inactive' };
  if (outcome.code === 'invalid_role') return { state: 'invalid_role' };
  return undefined;
}

/** The message key of a status (`rewards.transfer.registration_*`), with the role's key for an active one. */
export function registrationMessage(status: RegistrationStatus): { key: string; roleKey?: string } {
  if (status.state === 'active') {
    return { key: 'rewards.transfer.registration_active', roleKey: `rewards.transfer.role_${status.role}` };
  }
  return { key: `rewards.transfer.registration_${status.state}` };
}
