/**
 * The base of the Cache Storage keys of downloaded files (`{base}class12.pdf`): the reserved `.invalid` domain, so
 * a key can never be fetched from the network by mistake. (Downloaded HTML and SCORM packages are played from the
 * content origin's own storage, not from these keys: docs/player.md "Offline downloads".)
 */
export const OFFLINE_FILES_KEY_BASE = 'https://campus-offline.invalid/files/';
