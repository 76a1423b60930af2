import type { Locale } from '@campus/core';

/**
 * Texts of the account flows in the four interface languages: the `{ message }` of success answers and the
 * e-mails and text messages the senders deliver. `{{name}}` placeholders are filled by {@link accountText}.
 * Messages carry only what is meant for the person (their link or code), never other secrets.
 */
interface AccountTexts {
  readonly answers: {
    /** api_recover_password: the same words whether or not an account matched. */
    readonly recover_link_requested: string;
    readonly recover_code_sent: string;
    readonly password_set: string;
    readonly password_changed: string;
    readonly first_access_done: string;
    readonly phone_code_sent: string;
    readonly phone_verified: string;
    /** contact-us: the message went to the support team. */
    readonly contact_sent: string;
  };
  readonly email: {
    readonly recover_subject: string;
    readonly recover_body: string;
    /** contact-us: what the support team receives. */
    readonly contact_subject: string;
    readonly contact_body: string;
  };
  readonly text: {
    readonly recover_code: string;
    readonly phone_code: string;
  };
}

const TEXTS: Readonly<Record<Locale, AccountTexts>> = {
  'pt-BR': {
    answers: {
      recover_link_requested:
        'Se houver uma conta com esses dados, enviaremos um link para redefinir a senha ao e-mail cadastrado.',
      recover_code_sent: 'Enviamos um código de verificação para o seu telefone.',
      password_set: 'Senha cadastrada com sucesso. Você já pode entrar.',
      password_changed: 'Senha alterada com sucesso.',
      first_access_done: 'Primeiro acesso concluído. Você já pode entrar com sua nova senha.',
      phone_code_sent: 'Enviamos um código de verificação para o seu telefone.',
      phone_verified: 'Telefone verificado com sucesso.',
      contact_sent: 'Mensagem enviada. Nossa equipe responde em até {{days}} dias úteis.',
    },
    email: {
      recover_subject: 'Redefinição de senha',
      recover_body:
        'Olá, {{name}}.\n\nRecebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, acesse:\n\n{{link}}\n\nO link vale por {{hours}} horas e pode ser usado uma vez. Se você não pediu a redefinição, ignore este e-mail.',
      contact_subject: 'Contato pelo Campus: {{subject}}',
      contact_body:
        'Mensagem de {{name}} ({{username}}, {{email}}):\n\n{{message}}\n\nResponda em até {{days}} dias úteis.',
    },
    text: {
      recover_code: 'Seu código para redefinir a senha é {{code}}. Ele vale por {{minutes}} minutos.',
      phone_code: 'Seu código de verificação é {{code}}. Ele vale por {{minutes}} minutos.',
    },
  },
  'en-US': {
    answers: {
      recover_link_requested:
        'If an account matches, we will send a link to reset the password to its registered e-mail address.',
      recover_code_sent: 'We sent a verification code to your phone.',
      password_set: 'Your password was set. You can sign in now.',
      password_changed: 'Your password was changed.',
      first_access_done: 'First access complete. You can now sign in with your new password.',
      phone_code_sent: 'We sent a verification code to your phone.',
      phone_verified: 'Your phone was verified.',
      contact_sent: 'Message sent. Our team answers within {{days}} working days.',
    },
    email: {
      recover_subject: 'Reset your password',
      recover_body:
        'Hello, {{name}}.\n\nWe received a request to reset the password of your account. To choose a new password, open:\n\n{{link}}\n\nThe link is valid for {{hours}} hours and works once. If you did not ask for this, ignore this e-mail.',
      contact_subject: 'Campus contact: {{subject}}',
      contact_body:
        'Message from {{name}} ({{username}}, {{email}}):\n\n{{message}}\n\nPlease answer within {{days}} working days.',
    },
    text: {
      recover_code: 'Your password reset code is {{code}}. It is valid for {{minutes}} minutes.',
      phone_code: 'Your verification code is {{code}}. It is valid for {{minutes}} minutes.',
    },
  },
  'es-ES': {
    answers: {
      recover_link_requested:
        'Si hay una cuenta con esos datos, enviaremos un enlace para restablecer la contraseña al correo registrado.',
      recover_code_sent: 'Enviamos un código de verificación a tu teléfono.',
      password_set: 'Contraseña registrada. Ya puedes iniciar sesión.',
      password_changed: 'Contraseña cambiada.',
      first_access_done: 'Primer acceso completado. Ya puedes iniciar sesión con tu nueva contraseña.',
      phone_code_sent: 'Enviamos un código de verificación a tu teléfono.',
      phone_verified: 'Teléfono verificado.',
      contact_sent: 'Mensaje enviado. Nuestro equipo responde en un plazo de {{days}} días hábiles.',
    },
    email: {
      recover_subject: 'Restablecer la contraseña',
      recover_body:
        'Hola, {{name}}.\n\nRecibimos una solicitud para restablecer la contraseña de tu cuenta. Para elegir una nueva contraseña, abre:\n\n{{link}}\n\nEl enlace es válido durante {{hours}} horas y se puede usar una vez. Si no lo pediste, ignora este correo.',
      contact_subject: 'Contacto desde Campus: {{subject}}',
      contact_body:
        'Mensaje de {{name}} ({{username}}, {{email}}):\n\n{{message}}\n\nResponde en un plazo de {{days}} días hábiles.',
    },
    text: {
      recover_code: 'Tu código para restablecer la contraseña es {{code}}. Es válido durante {{minutes}} minutos.',
      phone_code: 'Tu código de verificación es {{code}}. Es válido durante {{minutes}} minutos.',
    },
  },
  'fr-FR': {
    answers: {
      recover_link_requested:
        'Si un compte correspond, nous enverrons un lien de réinitialisation du mot de passe à son adresse e-mail.',
      recover_code_sent: 'Nous avons envoyé un code de vérification à votre téléphone.',
      password_set: 'Votre mot de passe est enregistré. Vous pouvez vous connecter.',
      password_changed: 'Votre mot de passe a été modifié.',
      first_access_done: 'Premier accès terminé. Vous pouvez vous connecter avec votre nouveau mot de passe.',
      phone_code_sent: 'Nous avons envoyé un code de vérification à votre téléphone.',
      phone_verified: 'Votre téléphone est vérifié.',
      contact_sent: 'Message envoyé. Notre équipe répond sous {{days}} jours ouvrés.',
    },
    email: {
      recover_subject: 'Réinitialisation du mot de passe',
      recover_body:
        'Bonjour {{name}},\n\nNous avons reçu une demande de réinitialisation du mot de passe de votre compte. Pour choisir un nouveau mot de passe, ouvrez :\n\n{{link}}\n\nLe lien est valable {{hours}} heures et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
      contact_subject: 'Contact depuis Campus : {{subject}}',
      contact_body:
        'Message de {{name}} ({{username}}, {{email}}) :\n\n{{message}}\n\nRépondez sous {{days}} jours ouvrés.',
    },
    text: {
      recover_code: 'Votre code de réinitialisation du mot de passe est {{code}}. Il est valable {{minutes}} minutes.',
      phone_code: 'Votre code de vérification est {{code}}. Il est valable {{minutes}} minutes.',
    },
  },
};

/** A text key: `answers.password_set`, `email.recover_body` ... */
export type AccountTextKey = {
  [Group in keyof AccountTexts]: `${Group & string}.${keyof AccountTexts[Group] & string}`;
}[keyof AccountTexts];

/** The text of `key` in `locale` with `{{name}}` placeholders replaced by `params`. */
export function accountText(
  locale: Locale,
  key: AccountTextKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const [group, name] = key.split('.') as [keyof AccountTexts, string];
  const template = (TEXTS[locale][group] as Readonly<Record<string, string>>)[name] ?? '';
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, param: string) =>
    Object.hasOwn(params, param) ? String(params[param]) : placeholder,
  );
}

/** Every locale's texts, for tests that check each one is filled. */
export const ACCOUNT_TEXTS = TEXTS;
