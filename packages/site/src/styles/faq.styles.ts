/** The FAQ page: its search and the categories' questions. Adopted by the FAQ page's chunk. */
export const faqStyles = `
.site-search {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
  align-items: end;
}
.site-search > :first-child {
  flex: 1 1 16rem;
}
.site-faq__category {
  padding: calc(var(--campus-space) * 2);
  background: var(--campus-color-surface);
  border-radius: var(--campus-radius);
}
.site-faq__category h2 {
  margin: 0 0 var(--campus-space);
  font-size: var(--campus-font-size-large);
}
.site-faq__question {
  padding: var(--campus-space) 0;
  border-top: 1px solid var(--campus-color-surface-muted);
}
.site-faq__question summary {
  min-height: 2.75rem;
  padding: var(--campus-space) 0;
  font-weight: var(--campus-font-weight-strong);
  cursor: pointer;
}
`;
