import { useState } from 'react';

/** What {@link useNewPassword} returns: the values, and the props {@link NewPasswordFields} takes for them. */
export interface NewPasswordState {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
}

/**
 * A new password and its confirmation held by a form that keeps its fields one state each (set and change
 * password, first access); spread it into `NewPasswordFields`.
 */
export function useNewPassword(): NewPasswordState {
  const [password, onPasswordChange] = useState('');
  const [confirmation, onConfirmationChange] = useState('');
  return { password, confirmation, onPasswordChange, onConfirmationChange };
}
