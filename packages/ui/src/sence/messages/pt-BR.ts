/**
 * Portuguese (Brazil), the default language and the reference bundle of the SENCE session panel (issue 26, §5 SENCE):
 * every other locale has exactly these keys (checked by the compiler through {@link SencePanelMessages} and by a
 * test). SENCE's codes and their messages (§8) are core's (`sence.error_*`, `errors.invalid_rut`).
 */
export const sencePanelMessagesPtBR = {
  sence_panel: {
    title: 'Sessão SENCE',
    intro:
      'Este curso é franqueado pelo SENCE: a cada dia, inicie a sessão SENCE com seu RUN e sua senha no SENCE para abrir as atividades.',
    codes: 'Códigos do curso no SENCE',
    sence_code: 'Código SENCE',
    course_code: 'Código do curso',
    training_line: 'Linha de capacitação',
    run: 'RUN',
    run_hint: 'Seu RUN com o dígito verificador, por exemplo 12.345.678-5.',
    window: 'No SENCE, você terá 3 minutos para informar seu RUT e sua senha.',
    start: 'Iniciar sessão SENCE',
    retry: 'Tentar novamente',
    leaving: 'Abrindo o SENCE…',
    open: 'Sessão SENCE aberta hoje às {{time}}: as atividades estão liberadas.',
    close: 'Encerrar sessão SENCE',
    closed: 'A sessão SENCE de hoje foi encerrada às {{time}}.',
    failed: 'O SENCE não abriu a sessão (código {{code}}):',
    close_failed: 'O SENCE não encerrou a sessão, que continua aberta (código {{code}}):',
    pending: 'A sessão SENCE não foi concluída no SENCE. Inicie-a novamente.',
  },
} as const;

/** The shape every language of the SENCE panel's messages has: pt-BR's keys, any text. */
export type SencePanelMessages<T = typeof sencePanelMessagesPtBR> = {
  readonly [K in keyof T]: T[K] extends string ? string : SencePanelMessages<T[K]>;
};
