/**
 * Icons of the loyalty programme's menu entries and home shortcuts (`data-module`, as in page.styles.ts): they
 * show in the menus on every page, so they load with the site, not with the programme pages.
 */
export const programmeIconStyles = `
[data-module='reward_store'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M3 8h18v4H3zm1 5h7v8H4zm9 0h7v8h-7zM12 8c-1-3-3-5-5-5-3 0-3 4 0 5m5 0c1-3 3-5 5-5 3 0 3 4 0 5'/%3E%3C/svg%3E");
}
[data-module='points_table'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M3 4h18v16H3zm2 2v3h5V6zm7 0v3h7V6zm-7 5v3h5v-3zm7 0v3h7v-3zm-7 5v2h5v-2zm7 0v2h7v-2z'/%3E%3C/svg%3E");
}
[data-module='campaigns'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M4 3h2v18H4zm3 1h12l-3 4 3 4H7z'/%3E%3C/svg%3E");
}
[data-module='events'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M7 2h2v2h6V2h2v2h4v17H3V4h4zM5 9v10h14V9zm5 8-3-3 1.4-1.4 1.6 1.6 4.6-4.6L16 11z'/%3E%3C/svg%3E");
}
[data-module='insert_sales'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M5 2h14v20l-3-2-2 2-2-2-2 2-2-2-3 2zm3 5v2h8V7zm0 4v2h8v-2zm0 4v2h5v-2z'/%3E%3C/svg%3E");
}
[data-module='upload_photos'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M9 3h6l2 3h4v14H3V6h4zm3 5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9m0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5'/%3E%3C/svg%3E");
}
`;
