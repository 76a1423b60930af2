import { rutCheckDigit } from '@campus/core/rules';

/*
 * The development SENCE's public constants (demo mode only), apart from its routes so the browser tests read them
 * without the server's modules.
 */

/** The password the development SENCE accepts (public on purpose: demo mode only). */
export const DEV_SENCE_PASSWORD = 'Sence#2026';

/** The training provider's RUT of the development SENCE (a valid one; public on purpose). */
export const DEV_SENCE_RUT_OTEC = `76000000-${rutCheckDigit('76000000')}`;

/** The provider token the development SENCE accepts (public on purpose: demo mode only). */
export const DEV_SENCE_TOKEN = '0F9B4B5E-6C1D-4E1A-9F0B-5E1D2C3B4A59';
