import { useSession } from '@campus/ui';

/** Signed in for the layout: a token and the user's data (a token alone is a sign-in still in progress). */
export function useSignedIn(): boolean {
  return useSession((state) => state.access_token !== null && state.id !== null);
}
