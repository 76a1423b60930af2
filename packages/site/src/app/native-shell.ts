/** The global Capacitor's native bridge defines in the app's web view before any of the page's scripts run. */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

/**
 * The platform of the mobile app (packages/mobile) the site runs in — `'ios'` or `'android'` — or `undefined` in a
 * browser. Read from the bridge's global, so the web bundle never loads `@capacitor/core` to find out.
 */
export function nativePlatformOf(win: Window): string | undefined {
  const capacitor = (win as Window & { Capacitor?: CapacitorGlobal }).Capacitor;
  if (capacitor?.isNativePlatform?.() !== true) return undefined;
  return capacitor.getPlatform?.();
}
