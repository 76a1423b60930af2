/** The onboarding page's steps. Adopted by the onboarding page's chunk. */
export const onboardingStyles = `
.site-steps {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  margin: 0;
  padding-inline-start: 1.5rem;
}
.site-steps > li {
  padding: calc(var(--campus-space) * 2);
  background: var(--campus-color-surface);
  border-radius: var(--campus-radius);
}
.site-steps h2 {
  margin: 0 0 var(--campus-space);
  font-size: var(--campus-font-size-large);
}
.site-steps p {
  margin: 0;
}
`;
