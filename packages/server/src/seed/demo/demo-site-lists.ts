import { and, eq } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import { clientModuleItems, registrationProfiles, siteListEntries } from '../../db/schema';
import type { LocalizedNames, StoredSiteList } from '../../db/schema';
import type { DemoSeedContext } from './index';

/** One demo list entry: stable code, names per locale, extra fields. */
type Entry = readonly [code: string, names: LocalizedNames, details?: Record<string, string | number>];

/** A name in the four interface languages. */
const tr = (ptBR: string, enUS: string, esES: string, frFR: string): LocalizedNames => ({
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
  'fr-FR': frFR,
});

/** A name kept in Portuguese only (proper names, content labels). */
const pt = (ptBR: string): LocalizedNames => ({ 'pt-BR': ptBR });

/** The demo's shared site lists (spec §3), in display order. */
export const DEMO_SITE_LISTS: Readonly<Record<StoredSiteList, readonly Entry[]>> = {
  country_areas: [
    ['sul', pt('Sul')],
    ['sudeste', pt('Sudeste')],
    ['centro-oeste', pt('Centro-Oeste')],
    ['nordeste', pt('Nordeste')],
    ['norte', pt('Norte')],
  ],
  faq_categories: [
    ['account', tr('Acesso e conta', 'Access and account', 'Acceso y cuenta', 'Accès et compte')],
    ['learning', tr('Cursos e trilhas', 'Courses and trails', 'Cursos y rutas', 'Cours et parcours')],
    ['points', tr('Programa de pontos', 'Points programme', 'Programa de puntos', 'Programme de points')],
    ['certificates', tr('Certificados', 'Certificates', 'Certificados', 'Certificats')],
  ],
  genders: [
    ['female', tr('Feminino', 'Female', 'Femenino', 'Féminin')],
    ['male', tr('Masculino', 'Male', 'Masculino', 'Masculin')],
    ['non_binary', tr('Não binário', 'Non-binary', 'No binario', 'Non binaire')],
    [
      'not_informed',
      tr('Prefiro não informar', 'Prefer not to say', 'Prefiero no decirlo', 'Je préfère ne pas le dire'),
    ],
  ],
  group_users_labels: [
    ['team', tr('Equipe', 'Team', 'Equipo', 'Équipe')],
    ['store', tr('Loja', 'Store', 'Tienda', 'Magasin')],
    ['chain', tr('Rede', 'Chain', 'Cadena', 'Enseigne')],
  ],
  groups_user: [
    ['sellers', pt('Vendedores')],
    ['store-managers', pt('Gerentes de loja')],
    ['promoters', pt('Promotores de marca')],
    ['clerks', pt('Balconistas')],
    ['painters', pt('Pintores')],
  ],
  library_file_categories: [
    ['manuals', tr('Manuais', 'Manuals', 'Manuales', 'Manuels')],
    ['spreadsheets', tr('Planilhas', 'Spreadsheets', 'Hojas de cálculo', 'Tableurs')],
    ['presentations', tr('Apresentações', 'Presentations', 'Presentaciones', 'Présentations')],
    [
      'policies',
      tr('Políticas e regulamentos', 'Policies and rules', 'Políticas y reglamentos', 'Politiques et règlements'),
    ],
    ['media', tr('Áudios', 'Audio', 'Audios', 'Audios')],
  ],
  library_file_extensions: [
    ['pdf', pt('PDF')],
    ['csv', pt('CSV')],
    ['txt', pt('TXT')],
    ['png', pt('PNG')],
    ['svg', pt('SVG')],
    ['wav', pt('WAV')],
  ],
  trail_complete_categories: [
    ['sales', tr('Vendas', 'Sales', 'Ventas', 'Ventes')],
    ['products', tr('Produtos', 'Products', 'Productos', 'Produits')],
    ['service', tr('Atendimento', 'Customer service', 'Atención al cliente', 'Service client')],
    ['leadership', tr('Liderança', 'Leadership', 'Liderazgo', 'Leadership')],
    ['compliance', tr('Compliance', 'Compliance', 'Cumplimiento', 'Conformité')],
    ['technology', tr('Tecnologia', 'Technology', 'Tecnología', 'Technologie')],
  ],
  marital_status: [
    ['single', tr('Solteiro(a)', 'Single', 'Soltero(a)', 'Célibataire')],
    ['married', tr('Casado(a)', 'Married', 'Casado(a)', 'Marié(e)')],
    ['stable_union', tr('União estável', 'Domestic partnership', 'Unión de hecho', 'Union libre')],
    ['divorced', tr('Divorciado(a)', 'Divorced', 'Divorciado(a)', 'Divorcé(e)')],
    ['widowed', tr('Viúvo(a)', 'Widowed', 'Viudo(a)', 'Veuf (veuve)')],
  ],
  reward_categories: [
    ['electronics', tr('Eletrônicos', 'Electronics', 'Electrónica', 'Électronique')],
    ['home', tr('Casa', 'Home', 'Hogar', 'Maison')],
    ['experiences', tr('Experiências', 'Experiences', 'Experiencias', 'Expériences')],
    ['gift-cards', tr('Vale-presente', 'Gift cards', 'Tarjetas regalo', 'Cartes cadeaux')],
  ],
  reward_departments: [
    ['computers', tr('Informática', 'Computers', 'Informática', 'Informatique')],
    ['phones', tr('Celulares', 'Phones', 'Móviles', 'Téléphones')],
    ['appliances', tr('Eletroportáteis', 'Small appliances', 'Pequeños electrodomésticos', 'Petit électroménager')],
    ['travel', tr('Viagens', 'Travel', 'Viajes', 'Voyages')],
  ],
  // Core's LEVELS; the event texts call the two upper levels Creator and Influencer (spec §4).
  reward_levels: [
    ['basic', tr('Básico', 'Basic', 'Básico', 'Basique'), { minimum_points: 0 }],
    ['intermediate', pt('Creator'), { minimum_points: 5000 }],
    ['highest', pt('Influencer'), { minimum_points: 15000 }],
  ],
  tags: [
    ['varejo', pt('Varejo')],
    ['negociacao', pt('Negociação')],
    ['produto', pt('Produto')],
    ['lgpd', pt('LGPD')],
    ['atendimento', pt('Atendimento')],
    ['lideranca', pt('Liderança')],
    ['notebooks', pt('Notebooks')],
    ['processadores', pt('Processadores')],
    ['iniciante', pt('Iniciante')],
    ['avancado', pt('Avançado')],
  ],
  wildcard_pages: [
    ['hotsite', pt('Hotsite da campanha'), { slug: 'hotsite' }],
    [
      'about-the-team',
      tr('Sobre o time', 'About the team', 'Sobre el equipo', 'À propos de l’équipe'),
      { slug: 'about-the-team' },
    ],
  ],
};

/** Profiles offered at first access and registration: name, and the programme role it grants. */
const DEMO_PROFILES: readonly [role: string | null, names: LocalizedNames][] = [
  ['seller', tr('Vendedor(a)', 'Sales agent', 'Vendedor(a)', 'Vendeur (vendeuse)')],
  ['store_owner', tr('Proprietário(a) de loja', 'Store owner', 'Propietario(a) de tienda', 'Propriétaire de magasin')],
  ['cashier', tr('Balconista', 'Counter clerk', 'Dependiente', 'Employé(e) de comptoir')],
  [
    'brand_promoter',
    tr('Promotor(a) de marca', 'Brand promoter', 'Promotor(a) de marca', 'Promoteur (promotrice) de marque'),
  ],
  ['painter', tr('Pintor(a)', 'Painter', 'Pintor(a)', 'Peintre')],
  [null, tr('Aluno(a)', 'Learner', 'Alumno(a)', 'Apprenant(e)')],
];

/** Menu entries per module (spec §3 module items), in menu order, with the route each opens (spec §2). */
const DEMO_MODULE_ITEMS: readonly [module: string, names: LocalizedNames, route: string][] = [
  ['online_courses', tr('Cursos online', 'Online courses', 'Cursos en línea', 'Cours en ligne'), '/online-courses'],
  ['trails', tr('Trilhas', 'Trails', 'Rutas', 'Parcours'), '/trails'],
  [
    'presential_courses',
    tr('Cursos presenciais', 'In-person courses', 'Cursos presenciales', 'Cours en présentiel'),
    '/presential-courses',
  ],
  ['webinars', tr('Webinars', 'Webinars', 'Webinarios', 'Webinaires'), '/webinars'],
  ['live_classes', tr('Aulas ao vivo', 'Live classes', 'Clases en vivo', 'Cours en direct'), '/live-classes'],
  ['podcasts', tr('Podcasts', 'Podcasts', 'Pódcasts', 'Podcasts'), '/podcasts'],
  ['library', tr('Biblioteca', 'Library', 'Biblioteca', 'Bibliothèque'), '/library'],
  ['news', tr('Notícias', 'News', 'Noticias', 'Actualités'), '/news'],
  ['forum', tr('Fórum', 'Forum', 'Foro', 'Forum'), '/forum'],
  ['ranking', tr('Ranking', 'Ranking', 'Ranking', 'Classement'), '/profile'],
  [
    'reward_store',
    tr('Loja de prêmios', 'Reward store', 'Tienda de premios', 'Boutique de récompenses'),
    '/reward-store',
  ],
  ['points_table', tr('Tabela de pontos', 'Points table', 'Tabla de puntos', 'Barème des points'), '/points-table'],
  ['campaigns', tr('Campanhas', 'Campaigns', 'Campañas', 'Campagnes'), '/campaigns'],
  ['events', tr('Eventos', 'Events', 'Eventos', 'Événements'), '/events'],
  ['insert_sales', tr('Informar vendas', 'Report sales', 'Informar ventas', 'Déclarer des ventes'), '/insert-sales'],
  ['upload_photos', tr('Enviar fotos', 'Upload photos', 'Enviar fotos', 'Envoyer des photos'), '/upload-photos'],
  ['faq', tr('Perguntas frequentes', 'FAQ', 'Preguntas frecuentes', 'FAQ'), '/faq'],
  ['profile', tr('Meu perfil', 'My profile', 'Mi perfil', 'Mon profil'), '/profile'],
];

/** Demo step: the shared site lists, registration profiles and module items of the demo client. */
export async function seedDemoSiteLists({ tx, client }: DemoSeedContext): Promise<void> {
  await tx.insert(siteListEntries).values(
    Object.entries(DEMO_SITE_LISTS).flatMap(([list, entries]) =>
      entries.map(([code, names, details], position) => ({
        clientId: client.id,
        list: list as StoredSiteList,
        code,
        names,
        position,
        details: details ?? {},
      })),
    ),
  );
  await tx
    .insert(registrationProfiles)
    .values(DEMO_PROFILES.map(([role, names], position) => ({ clientId: client.id, role, names, position })));
  await tx.insert(clientModuleItems).values(
    DEMO_MODULE_ITEMS.map(([module, names, route], position) => ({
      clientId: client.id,
      module,
      names,
      route,
      position,
    })),
  );
}

/** The ids of a demo list's entries by code, for the content steps that label items with them. */
export async function demoEntryIds(
  tx: CampusTransaction,
  clientId: number,
  list: StoredSiteList,
): Promise<ReadonlyMap<string, number>> {
  const rows = await tx
    .select({ id: siteListEntries.id, code: siteListEntries.code })
    .from(siteListEntries)
    .where(and(eq(siteListEntries.clientId, clientId), eq(siteListEntries.list, list)));
  return new Map(rows.flatMap((row) => (row.code === null ? [] : [[row.code, row.id] as const])));
}

/** The id of one demo entry by code; throws when the code is not in the list (a typo in the demo data). */
export function entryId(ids: ReadonlyMap<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`demo seed: no site list entry '${code}'`);
  return id;
}
