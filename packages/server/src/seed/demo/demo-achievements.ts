import { TRAINING_DONE_STATUSES } from '@campus/core/rules';
import type { BadgeRule } from '@campus/core/rules';
import { and, eq, inArray } from 'drizzle-orm';
import { awardBadges } from '../../achievements/badge-awards';
import { issueCertificate } from '../../achievements/certificate-issuance';
import { issueTrailCertificateIfFinished } from '../../achievements/training-finished';
import { badges, catalogueItems, catalogueUserStates } from '../../db/schema';
import type { LocalizedNames } from '../../db/schema';
import { assetUrl } from '../../shared/assets';
import type { DemoSeedContext } from '.';

/** A demo badge: code, names and descriptions in the four languages, rule. Its picture is `demo/badges/<code>.svg`. */
interface DemoBadge {
  readonly code: string;
  readonly names: LocalizedNames;
  readonly descriptions: LocalizedNames;
  readonly rule: BadgeRule;
}

const tr = (ptBR: string, enUS: string, esES: string, frFR: string): LocalizedNames => ({
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
  'fr-FR': frFR,
});

/** The demo client's badges, one or more of every rule kind, in the order the profile shows them. */
export const DEMO_BADGES: readonly DemoBadge[] = [
  {
    code: 'first-course',
    names: tr('Primeiro curso', 'First course', 'Primer curso', 'Premier cours'),
    descriptions: tr(
      'Concluiu o seu primeiro curso online.',
      'Finished your first online course.',
      'Completaste tu primer curso en línea.',
      'Vous avez terminé votre premier cours en ligne.',
    ),
    rule: { kind: 'first_course_finished' },
  },
  {
    code: 'five-courses',
    names: tr('Aprendiz dedicado', 'Dedicated learner', 'Aprendiz dedicado', 'Apprenant assidu'),
    descriptions: tr(
      'Concluiu cinco cursos online.',
      'Finished five online courses.',
      'Completaste cinco cursos en línea.',
      'Vous avez terminé cinq cours en ligne.',
    ),
    rule: { kind: 'courses_finished', count: 5 },
  },
  {
    code: 'ten-courses',
    names: tr('Maratonista do saber', 'Knowledge marathoner', 'Maratonista del saber', 'Marathonien du savoir'),
    descriptions: tr(
      'Concluiu dez cursos online.',
      'Finished ten online courses.',
      'Completaste diez cursos en línea.',
      'Vous avez terminé dix cours en ligne.',
    ),
    rule: { kind: 'courses_finished', count: 10 },
  },
  {
    code: 'trail-finished',
    names: tr('Trilha completa', 'Trail completed', 'Ruta completa', 'Parcours terminé'),
    descriptions: tr(
      'Concluiu uma trilha inteira, sem bloqueios.',
      'Finished a whole trail, without being blocked.',
      'Completaste una ruta entera, sin bloqueos.',
      'Vous avez terminé un parcours entier, sans blocage.',
    ),
    rule: { kind: 'trail_finished' },
  },
  {
    code: 'perfect-score',
    names: tr('Nota máxima', 'Perfect score', 'Nota perfecta', 'Score parfait'),
    descriptions: tr(
      'Acertou todas as questões de uma prova.',
      'Answered every question of a test right.',
      'Acertaste todas las preguntas de una prueba.',
      'Vous avez répondu juste à toutes les questions d’un test.',
    ),
    rule: { kind: 'perfect_test_score' },
  },
  {
    code: 'thousand-points',
    names: tr('Mil pontos', 'A thousand points', 'Mil puntos', 'Mille points'),
    descriptions: tr(
      'Ganhou 1.000 pontos no programa.',
      'Earned 1,000 points in the programme.',
      'Ganaste 1.000 puntos en el programa.',
      'Vous avez gagné 1 000 points dans le programme.',
    ),
    rule: { kind: 'points_earned', points: 1000 },
  },
  {
    code: 'star-seller',
    names: tr('Vendedor estrela', 'Star seller', 'Vendedor estrella', 'Vendeur vedette'),
    descriptions: tr(
      'Ganhou 10.000 pontos no programa.',
      'Earned 10,000 points in the programme.',
      'Ganaste 10.000 puntos en el programa.',
      'Vous avez gagné 10 000 points dans le programme.',
    ),
    rule: { kind: 'points_earned', points: 10_000 },
  },
  {
    code: 'full-piggy-bank',
    names: tr('Cofrinho cheio', 'Full piggy bank', 'Hucha llena', 'Tirelire pleine'),
    descriptions: tr(
      'Juntou 5.000 pontos de saldo.',
      'Saved up a balance of 5,000 points.',
      'Juntaste un saldo de 5.000 puntos.',
      'Vous avez économisé un solde de 5 000 points.',
    ),
    rule: { kind: 'points_balance', points: 5000 },
  },
];

/**
 * Demo step (last: after the courses, trails and the loyalty history): the demo badges, then what the demo users
 * earned before the achievements existed, through the same code a finished course and posted points run — a
 * certificate of each online course they finished, of each trail finished and not blocked (the learner's
 * "Compliance e Segurança" trail says finished, but one of its courses is blocked: no certificate), and the badges
 * this earns (the learner: first course and five courses).
 */
export async function seedDemoAchievements({ tx, client, users }: DemoSeedContext): Promise<void> {
  await tx.insert(badges).values(
    DEMO_BADGES.map(({ code, names, descriptions, rule }, index) => {
      const { kind, ...params } = rule;
      return {
        clientId: client.id,
        code,
        names,
        descriptions,
        image: assetUrl(`demo/badges/${code}.svg`),
        ruleKind: kind,
        ruleParams: params as Record<string, number>,
        position: index + 1,
      };
    }),
  );
  for (const user of Object.values(users)) {
    const states = await tx
      .select({ itemId: catalogueItems.id, type: catalogueItems.type, status: catalogueUserStates.status })
      .from(catalogueUserStates)
      .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueUserStates.itemId))
      .where(
        and(
          eq(catalogueUserStates.userId, user.id),
          eq(catalogueItems.clientId, client.id),
          inArray(catalogueItems.type, ['online_course', 'trail']),
        ),
      )
      .orderBy(catalogueItems.id);
    for (const state of states) {
      if (state.type === 'online_course' && (TRAINING_DONE_STATUSES as readonly string[]).includes(state.status)) {
        await issueCertificate(tx, user.id, state.itemId, 'online_course');
      }
    }
    for (const state of states) {
      if (state.type === 'trail') await issueTrailCertificateIfFinished(tx, user.id, state.itemId);
    }
    await awardBadges(tx, user.id, client.id, 'course_finished');
    await awardBadges(tx, user.id, client.id, 'points_posted');
  }
}
