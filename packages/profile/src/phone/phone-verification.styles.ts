/** Styles of the phone verification (adopted with the profile's): the flag, the send row and its countdown. */
export const phoneVerificationStyles = `
.campus-profile-phone,
.campus-profile-phone__form {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  justify-items: start;
}
.campus-profile-phone__title {
  margin: 0;
  font-size: var(--campus-font-size-large);
}
.campus-profile-phone p {
  margin: 0;
}
.campus-profile-phone__flag[data-verified='true'] {
  color: var(--campus-color-success, inherit);
  font-weight: 600;
}
.campus-profile-phone__send {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space);
}
.campus-profile-phone__wait {
  font-variant-numeric: tabular-nums;
}
.campus-profile-phone__outcome:empty {
  display: none;
}
.campus-profile-phone__outcome[data-tone='error'] {
  color: var(--campus-color-danger, inherit);
}
`;
