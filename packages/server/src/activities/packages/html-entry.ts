/** Names of an entry page, in order of preference. */
const ENTRY_PAGES = ['index.html', 'index.htm'];

/** Root entries archivers add beside the content (macOS resource forks, Finder and Windows folder files). */
function isArchiverNoise(segment: string): boolean {
  return segment === '__MACOSX' || segment === '.DS_Store' || segment === 'Thumbs.db' || segment === 'desktop.ini';
}

/**
 * The entry page of an HTML package: `index.html` at the root, else in the single top folder that holds the
 * whole content (zips made by "compress this folder" look like that), ignoring what archivers add.
 * @returns its path in the package, or undefined when there is none
 */
export function findHtmlEntryPage(paths: readonly string[]): string | undefined {
  const files = new Set(paths);
  const atRoot = ENTRY_PAGES.find((page) => files.has(page));
  if (atRoot) return atRoot;
  const tops = new Set<string>();
  for (const path of paths) {
    const slash = path.indexOf('/');
    const top = slash === -1 ? path : path.slice(0, slash);
    if (!isArchiverNoise(top)) tops.add(slash === -1 ? `file:${top}` : top);
  }
  if (tops.size !== 1) return undefined;
  const [folder] = [...tops];
  if (folder === undefined || folder.startsWith('file:')) return undefined;
  return ENTRY_PAGES.map((page) => `${folder}/${page}`).find((page) => files.has(page));
}
