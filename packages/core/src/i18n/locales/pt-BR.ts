/**
 * Portuguese (Brazil), the default language (spec §9). The reference bundle: every other locale must have
 * exactly these keys (checked by the compiler through {@link MessageBundle} and by a test).
 * Messages quoted in the spec (§5, §8) are verbatim; where the spec ends a message with "...", the
 * quoted start is kept and completed.
 */
export const ptBR = {
  all: 'Todos',
  all_f: 'Todas',
  errors: {
    // General (§8)
    generic: 'Ocorreu um erro',
    unexpected: 'Ocorreu um erro inesperado. Tente novamente.',
    load_failed: 'Ocorreu um erro ao carregar as informações. Tente mais tarde.',
    message_not_sent: 'Não foi possível enviar sua mensagem',
    download_failed: 'Download do arquivo falhou',
    not_found_or_forbidden: 'Não encontrado ou não possui permissão para acessar.',
    no_vacancies: 'Vagas esgotadas',
    user_blocked: 'Você foi bloqueado',
    required_fields_missing: 'Certifique-se de que todos os campos obrigatórios estão preenchidos',
    network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    session_expired: 'Sua sessão expirou. Entre novamente.',
    chunk_load_failed: 'Não foi possível carregar esta parte da página. Recarregue e tente novamente.',
    // Login and password (§8)
    login_failed: 'Não foi possível entrar. Verifique seu usuário e senha.',
    google_login_failed: 'Erro ao efetuar login com o Google, tente novamente mais tarde.',
    no_profile: 'Sem perfil cadastrado. Verifique com o gestor da plataforma.',
    user_without_access: 'Este usuário não tem acesso à plataforma.',
    user_not_found: 'Usuário não encontrado. Entre em contato com o suporte.',
    password_set_failed: 'Erro ao cadastrar a senha. Tente novamente.',
    password_change_failed: 'Erro ao alterar a senha. Tente novamente.',
    password_link_invalid: 'O link para definir a senha é inválido ou expirou. Solicite um novo link.',
    invalid_verification_code: 'O código enviado é inválido. Confira o código ou solicite um novo.',
    verification_code_send_failed: 'Erro ao enviar o código de verificação. Tente novamente.',
    no_registered_phone: 'Não há telefone cadastrado para este usuário.',
    phone_mismatch: 'O número informado não corresponde ao telefone cadastrado.',
    // Document and registration (§5, §8)
    document_required: 'CPF é obrigatório',
    invalid_document: 'Documento inválido',
    document_already_registered: 'CPF já cadastrado',
    document_already_used: 'Este documento já está sendo usado por outra conta.',
    terms_not_accepted: 'Você precisa aceitar os termos de uso para continuar.',
    underage: 'É preciso ter 18 anos ou mais para se cadastrar.',
    company_agency_required: 'Selecione uma empresa/agência.',
    too_many_company_agencies: 'Selecione apenas uma empresa/agência.',
    brand_required: 'Selecione ao menos uma marca para cada agência escolhida.',
    store_required: 'Selecione ao menos uma loja para cada rede escolhida.',
    // Password and other fields (§5)
    password_too_short: 'A senha deve ter pelo menos 6 caracteres.',
    passwords_do_not_match: 'As senhas não coincidem.',
    invalid_email: 'Informe um e-mail válido.',
    emails_do_not_match: 'Os e-mails não coincidem.',
    invalid_phone: 'Informe um telefone válido.',
    invalid_birthday: 'A data de nascimento deve ser anterior a hoje.',
    account_name_mismatch: 'Digite seu nome exatamente como aparece para confirmar a exclusão da conta.',
    text_too_long: 'O texto deve ter no máximo 256 caracteres.',
    invalid_check_in_code: 'O código de check-in deve ter 6 dígitos.',
    // Sales and photos (§5, §8)
    invalid_sale_date: 'Informe uma data de venda válida.',
    sale_date_in_future: 'A data da venda não pode ser futura.',
    sale_report_window_expired: 'A venda deve ser informada em até 15 dias corridos após a data da venda.',
    sale_outside_campaign: 'A data da venda está fora do período da campanha.',
    invoice_number_required: 'Informe o número da nota fiscal.',
    invoice_already_sent: 'Você já enviou este número de nota fiscal nesta campanha.',
    invoice_photo_required: 'A foto da nota fiscal é obrigatória.',
    photo_already_sent_this_week:
      'Uma foto deste tipo já foi enviada para esta loja nesta semana. Tente novamente a partir de segunda-feira.',
    store_not_participating: 'Esta loja não participa da campanha.',
    // Redemption (§5, §8)
    invalid_quantity: 'Informe uma quantidade válida.',
    insufficient_points: 'Você não tem pontos suficientes para este resgate.',
    out_of_stock: 'Não há estoque suficiente deste prêmio.',
    category_limit_reached: 'Você atingiu o número máximo de resgates desta categoria.',
    redeem_failed: 'Erro ao realizar o resgate. Tente novamente.',
    training_required: 'Conclua o treinamento obrigatório antes de resgatar.',
    redemption_pending_audit: 'Seu resgate está pendente de auditoria.',
    // Events and enrolment (§8)
    invalid_event_code: 'Código do evento inválido. Confirme o código com o organizador.',
    already_enrolled_in_catalog: 'Você já está inscrito ou certificado em um evento deste catálogo.',
    already_certified_event_type: 'Você já possui certificado para este tipo de evento.',
    // Other (§8)
    already_reviewed: 'Você já avaliou',
    library_file_not_found: 'Arquivo da biblioteca não encontrado.',
    no_app_store_codes:
      'Não há códigos disponíveis para liberar aplicativo na App Store no momento. Tente novamente mais tarde.',
    // Forum (§8)
    forum_status_change_failed: 'Erro ao alterar o status.',
    forum_topic_edit_failed: 'Erro ao editar o tópico.',
    forum_topic_delete_failed: 'Erro ao excluir o tópico.',
    forum_reply_edit_failed: 'Erro ao editar a resposta.',
    forum_reply_delete_failed: 'Erro ao excluir a resposta.',
    // Points transfer (§6, §8)
    transfer_no_access: 'Você não tem permissão ou acesso para enviar pontos.',
    inactive_registration: 'Seu cadastro no programa parceiro não está ativo.',
    invalid_role: 'Sua função no programa parceiro não permite enviar pontos.',
    no_points: 'Você não tem pontos para enviar.',
    transfer_document_already_used: 'Os pontos já foram enviados com este documento por outra conta.',
    // Quiz (§8)
    quiz_blocked: 'Você esgotou as tentativas e está bloqueado neste treinamento.',
    quiz_restarted: 'Você esgotou as tentativas e seu progresso no treinamento foi reiniciado.',
    // SENCE form (§5)
    invalid_rut: 'RUT inválido.',
    invalid_sence_code: 'O código SENCE deve ter pelo menos 10 caracteres.',
    invalid_course_code: 'O código do curso deve ter pelo menos 7 caracteres.',
  },
  sence: {
    error_100: 'Senha incorreta ou usuário sem chave SENCE.',
    error_200: 'Faltam parâmetros obrigatórios na solicitação.',
    error_201: 'As URLs de retorno e de erro não foram informadas.',
    error_202: 'A URL de retorno é inválida.',
    error_203: 'A URL de erro é inválida.',
    error_204: 'Código SENCE inválido: deve ter pelo menos 10 caracteres.',
    error_205: 'Código do curso inválido: deve ter pelo menos 7 caracteres.',
    error_206: 'Linha de capacitação inválida.',
    error_207: 'RUN do aluno inválido ou com dígito verificador incorreto.',
    error_208: 'Aluno não autorizado a realizar este curso.',
    error_209: 'RUT do organismo de capacitação (OTEC) inválido.',
    error_210: 'Expirou o tempo de 3 minutos para informar o RUT e a senha.',
    error_211: 'O token não pertence ao organismo de capacitação (OTEC).',
    error_212: 'Token inválido.',
    error_300: 'Erro interno do SENCE. Tente novamente mais tarde.',
    error_301: 'Não foi possível registrar o início ou o encerramento da sessão.',
    error_302: 'Não foi possível validar as informações do organismo de capacitação.',
    error_303: 'O token não existe ou tem formato incorreto.',
    error_304: 'Não foi possível verificar os dados enviados.',
    error_305: 'Erro ao registrar as informações no SENCE.',
    error_306: 'O código do curso não corresponde ao organismo de capacitação.',
    error_307: 'O curso não está disponível na modalidade online.',
    error_308: 'Os dados do curso não correspondem aos registrados no SENCE.',
    error_309: 'As datas do curso não correspondem à data de hoje.',
    error_310: 'O curso foi encerrado ou abandonado.',
    error_unknown: 'Ocorreu um erro desconhecido no SENCE. Tente novamente.',
  },
} as const;

/** A bundle with the same keys as {@link ptBR}, string values. */
export type MessageBundle<T = typeof ptBR> = {
  readonly [K in keyof T]: T[K] extends string ? string : MessageBundle<T[K]>;
};
