import { useCampus } from '../provider/use-campus';
import { addPackageMessages } from './package-messages';
import type { PackageMessages } from './package-messages';

/**
 * Makes a feature package's messages available to `useT()` in this tree. Call it at the top of the
 * package's root components (before `useT`): registration is synchronous and idempotent, so the first render
 * already translates.
 */
export function usePackageMessages(messages: PackageMessages): void {
  addPackageMessages(useCampus(), messages);
}
