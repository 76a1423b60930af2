/** Styles of the password change (adopted with the profile's; the strength meter's come with `authScreenStyles`). */
export const passwordChangeStyles = `
.campus-profile-password,
.campus-profile-password__form {
  display: grid;
  gap: calc(var(--campus-space) * 2);
}
.campus-profile-password__title {
  margin: 0;
  font-size: var(--campus-font-size-large);
}
.campus-profile-password__outcome {
  margin: 0;
}
.campus-profile-password__outcome:empty {
  display: none;
}
.campus-profile-password__outcome[data-tone='error'] {
  color: var(--campus-color-danger, inherit);
}
`;
