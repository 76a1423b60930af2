import { useMemo } from 'react';
import { selectSelectedClientModuleItems } from '@campus/core';
import { useParams, useSession } from '@campus/ui';
import { useProgrammeMembership } from '../programme/use-programme-membership';
import { menuEntries } from './menu-entries';
import { useSiteT } from '../messages/site-messages';

/** A menu entry with its label in the current language. */
export interface LabelledMenuEntry {
  module: string;
  path: string;
  label: string;
}

/**
 * The main menu of the signed-in person (see {@link menuEntries}), labelled in the current language; the
 * programme's entries once `GET /api/me/` says the person is a programme member.
 */
export function useMenuEntries(): LabelledMenuEntry[] {
  const t = useSiteT();
  const client = useParams((state) => state.client);
  const items = useSession(selectSelectedClientModuleItems);
  const { membership } = useProgrammeMembership();
  return useMemo(
    () =>
      menuEntries(client, items, membership).map((entry) => ({
        module: entry.module,
        path: entry.path,
        label: t(`site.modules.${entry.module}`, { defaultValue: entry.name }),
      })),
    [client, items, membership, t],
  );
}
