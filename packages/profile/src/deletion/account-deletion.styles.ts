/** Styles of the account deletion and its confirmation dialog (adopted with the profile's). */
export const accountDeletionStyles = `
.campus-profile-deletion,
.campus-profile-deletion__form {
  display: grid;
  gap: calc(var(--campus-space) * 2);
}
.campus-profile-deletion__title {
  margin: 0;
  font-size: var(--campus-font-size-large);
}
.campus-profile-deletion p {
  margin: 0;
}
.campus-profile-deletion__alert {
  color: var(--campus-color-danger, inherit);
}
.campus-profile-deletion__actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--campus-space);
}
`;
