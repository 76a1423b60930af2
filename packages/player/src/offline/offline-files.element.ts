import { defineElement } from '@campus/ui';
import type { ElementDocs } from '@campus/ui';
import { OfflineFiles } from './lazy-offline-files.js';
import type { OfflineFilesProps } from './offline-files.js';

// The docs feed the element manifest and reference (`npm run manifest`, run from source); production bundles
// (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const OFFLINE_FILES_DOCS: ElementDocs<OfflineFilesProps> = {
  description:
    'The storage manager of offline downloads (issue 23): the activities this device keeps for offline use with ' +
    'their type and size, the total and the space left (`navigator.storage.estimate`), whether the browser keeps ' +
    'them for good (asked with `navigator.storage.persist`), updates available (an activity whose `updated_date` ' +
    'changed since its download, checked when online and signed in) with their download, and delete one or all. ' +
    'Loaded on first show as a chunk of its own.',
  attributes: {
    hideTitle: { description: 'Leave the heading out visually (it still names the widget).', default: false },
    headingLevel: {
      description: 'The level of the widget’s heading (2–6), to fit the host page’s outline.',
      default: 2,
    },
  },
  events: {},
  parts: {
    'offline-files': 'The whole widget.',
    title: 'The heading “Meus downloads”.',
    summary: 'The total downloaded, the space left and whether downloads are kept for good.',
    list: 'The list of downloaded activities.',
    item: 'One downloaded activity: its title, type, size, update state and buttons.',
    empty: 'The text shown when nothing is downloaded.',
    'offline-progress': 'The progress of an update being downloaded (in its dialog).',
  },
  cssProperties: {},
};

defineElement<OfflineFilesProps>('campus-offline-files', OfflineFiles, {
  attributes: { headingLevel: 'number', hideTitle: 'boolean' },
  events: {},
  styles: [],
  ...(withDocs ? { docs: OFFLINE_FILES_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-offline-files': HTMLElement & { headingLevel?: number; hideTitle?: boolean };
  }
}
