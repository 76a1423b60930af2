/**
 * The menus' module icons (tab bar, home shortcuts) as inline SVG paths on a 24 × 24 grid, filled with the text
 * colour. Inline rather than as CSS `mask` images: every `data:` SVG image is a document of its own, built during
 * the style recalculation that first meets it — fifteen of them made the first recalculation of every page cost
 * 100–150 ms at 4× CPU slowdown (issue 27, eighth pass); these paths are a few elements in the page's own DOM.
 */
const MODULE_ICON_PATHS: Readonly<Record<string, string>> = {
  home: 'M3 11 12 3l9 8v10h-6v-6H9v6H3z',
  online_courses: 'M3 4h18v13H3zM8 20h8v-2H8z',
  trails:
    'M5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4m14 14a2 2 0 1 1 0 4 2 2 0 0 1 0-4M5 8h2v4a3 3 0 0 0 3 3h4a5 5 0 0 1 5 5h-2a3 3 0 0 0-3-3h-4a5 5 0 0 1-5-5z',
  presential_courses:
    'M8 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6m8 0a3 3 0 1 1 0 6 3 3 0 0 1 0-6M2 19c0-3 3-6 6-6s6 3 6 6zm12 0c0-2-1-4-2-5 1-1 3-1 4-1 3 0 6 3 6 6z',
  webinars:
    'M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6M5.6 5.6l1.4 1.4a7 7 0 0 0 0 10l-1.4 1.4a9 9 0 0 1 0-12.8m12.8 0a9 9 0 0 1 0 12.8L17 17a7 7 0 0 0 0-10z',
  live_classes: 'M3 6h13v12H3zm14 4 4-3v10l-4-3z',
  faq: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20m-1 14v2h2v-2zm1-10a4 4 0 0 0-4 4h2a2 2 0 1 1 3 1.7c-1.2.7-2 1.5-2 3.3h2c0-1 .4-1.4 1-1.8A4 4 0 0 0 12 6',
  podcasts:
    'M12 2a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V5a3 3 0 0 1 3-3m-7 9h2a5 5 0 0 0 10 0h2a7 7 0 0 1-6 6.9V21h-2v-3.1A7 7 0 0 1 5 11',
  library: 'M4 3h4v18H4zm6 0h4v18h-4zm5.3 1.4 3.9-1 4.3 16.5-3.9 1z',
  news: 'M3 4h15v15a2 2 0 0 0 2 2H5a2 2 0 0 1-2-2zm16 4h2v11a1 1 0 0 1-2 0zM6 7v4h9V7zm0 6v2h9v-2zm0 4v1h9v-1z',
  forum: 'M3 3h13v9H8l-5 4zm15 5h3v12l-4-3h-8v-3h9z',
  ranking: 'M9 8h6v13H9zm-6 5h5v8H3zm13 3h5v5h-5z',
  profile: 'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8M4 21c0-4 3.6-7 8-7s8 3 8 7z',
  menu: 'M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z',
  // The loyalty programme's entries: they show in the menus on every page, so they come with the shell.
  reward_store: 'M3 8h18v4H3zm1 5h7v8H4zm9 0h7v8h-7zM12 8c-1-3-3-5-5-5-3 0-3 4 0 5m5 0c1-3 3-5 5-5 3 0 3 4 0 5',
  points_table: 'M3 4h18v16H3zm2 2v3h5V6zm7 0v3h7V6zm-7 5v3h5v-3zm7 0v3h7v-3zm-7 5v2h5v-2zm7 0v2h7v-2z',
  campaigns: 'M4 3h2v18H4zm3 1h12l-3 4 3 4H7z',
  events: 'M7 2h2v2h6V2h2v2h4v17H3V4h4zM5 9v10h14V9zm5 8-3-3 1.4-1.4 1.6 1.6 4.6-4.6L16 11z',
  insert_sales: 'M5 2h14v20l-3-2-2 2-2-2-2 2-2-2-3 2zm3 5v2h8V7zm0 4v2h8v-2zm0 4v2h5v-2z',
  upload_photos:
    'M9 3h6l2 3h4v14H3V6h4zm3 5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9m0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5',
};

/** A module without an icon of its own (one added to the menu later) shows a disc. */
const FALLBACK_PATH = 'M12 4a8 8 0 1 1 0 16 8 8 0 0 1 0-16';

/** The path drawn for a menu module (`home`, `reward_store`, `menu` …). */
export function moduleIconPath(module: string): string {
  return MODULE_ICON_PATHS[module] ?? FALLBACK_PATH;
}

/** A module's icon, decorative (its link or button carries the label). */
export function ModuleIcon({ module, className }: { module: string; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={moduleIconPath(module)} />
    </svg>
  );
}
