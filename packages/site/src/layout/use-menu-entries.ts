import { useMemo } from 'react';
import { selectSelectedClientModuleItems } from '@campus/core';
import { useParams, useSession } from '@campus/ui';
import { menuEntries } from './menu-entries';
import { useSiteT } from '../messages/site-messages';

/** A menu entry with its label in the current language. */
export interface LabelledMenuEntry {
  module: string;
  path: string;
  label: string;
}

/** The main menu of the signed-in person (see {@link menuEntries}), labelled in the current language. */
export function useMenuEntries(): LabelledMenuEntry[] {
  const t = useSiteT();
  const client = useParams((state) => state.client);
  const items = useSession(selectSelectedClientModuleItems);
  return useMemo(
    () =>
      menuEntries(client, items).map((entry) => ({
        module: entry.module,
        path: entry.path,
        label: t(`site.modules.${entry.module}`, { defaultValue: entry.name }),
      })),
    [client, items, t],
  );
}
