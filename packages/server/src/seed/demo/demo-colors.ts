/**
 * The demo client's brand colours (params `colors`, spec §3). A module of its own, with no imports, so the
 * theme test of `@campus/ui` can check the contrast of the tokens derived from these very values
 * (packages/ui/src/theme/theme.test.tsx) without loading the server.
 */
export const DEMO_CLIENT_COLORS = { primary: '#0b5fff', secondary: '#12294a', tertiary: '#ffb400' } as const;
