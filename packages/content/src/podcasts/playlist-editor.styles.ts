import { wrappingRowRule } from '@campus/ui';

/** The learner's playlists (loaded with their chunk): the create and rename forms, each playlist's actions. */
export const playlistEditorStyles = `
.campus-podcasts__mine {
  display: grid;
  gap: calc(var(--campus-space) * 2);
}
${wrappingRowRule('.campus-podcasts__create')}
${wrappingRowRule('.campus-podcasts__rename')}
.campus-podcasts__create,
.campus-podcasts__rename {
  align-items: end;
}
.campus-podcasts__create > :first-child,
.campus-podcasts__rename > :first-child {
  flex: 1 1 16em;
}
${wrappingRowRule('.campus-podcasts__playlist-head')}
.campus-podcasts__playlist-head {
  justify-content: space-between;
  align-items: center;
}
${wrappingRowRule('.campus-podcasts__actions')}
`;
