import type { SurveyQuestionType } from '@campus/core/rules';
import type { CampusTransaction } from '../../db/database';
import { surveyInvitees, surveyOptions, surveyQuestions, surveys } from '../../db/schema';
import type { ContentTranslations } from '../../db/schema';
import type { DemoSeedContext } from './index';

/*
 * The demo surveys (issue 24; docs/demo.md "Surveys"), in the four interface languages (Portuguese in the rows,
 * the others as the client's translations): an optional satisfaction survey open to everyone, and a mandatory
 * climate survey for `respondent` only (Helena Dias, a demo user no other flow uses), so no other demo user — and no
 * other browser test — is sent to a survey before the home.
 */

/** A text in en-US, es-ES and fr-FR. */
type Translated = readonly [en: string, es: string, fr: string];

/** A text in Portuguese and its translations. */
type Text = readonly [pt: string, others: Translated];

interface DemoQuestion {
  readonly type: SurveyQuestionType;
  readonly text: Text;
  readonly mandatory: boolean;
  readonly withJustification?: boolean;
  readonly options?: readonly Text[];
}

interface DemoSurvey {
  readonly title: Text;
  readonly description: Text;
  /** Days from the seed day. */
  readonly begins: number;
  readonly ends: number;
  readonly mandatory: boolean;
  readonly questions: readonly DemoQuestion[];
}

const DAY = 86_400_000;

/** The translations of `fields`, keyed as the content tables keep them. */
function translationsOf<Field extends string>(fields: Readonly<Record<Field, Text>>): ContentTranslations<Field> {
  const result: ContentTranslations<Field> = {};
  ['en-US', 'es-ES', 'fr-FR'].forEach((locale, index) => {
    result[locale] = Object.fromEntries(
      Object.entries<Text>(fields).map(([field, [, others]]) => [field, others[index]]),
    ) as Partial<Record<Field, string>>;
  });
  return result;
}

const SATISFACTION: DemoSurvey = {
  title: [
    'Pesquisa de satisfação com os treinamentos',
    [
      'Training satisfaction survey',
      'Encuesta de satisfacción con las formaciones',
      'Enquête de satisfaction sur les formations',
    ],
  ],
  description: [
    'Sua opinião ajuda a escolher os próximos cursos. Leva dois minutos.',
    [
      'Your opinion helps choose the next courses. It takes two minutes.',
      'Tu opinión ayuda a elegir los próximos cursos. Lleva dos minutos.',
      'Votre avis aide à choisir les prochains cours. Cela prend deux minutes.',
    ],
  ],
  begins: -7,
  ends: 60,
  mandatory: false,
  questions: [
    {
      type: 'alternatives',
      mandatory: true,
      text: [
        'Como você avalia os treinamentos da plataforma?',
        [
          'How do you rate the platform’s trainings?',
          '¿Cómo valoras las formaciones de la plataforma?',
          'Comment évaluez-vous les formations de la plateforme ?',
        ],
      ],
      options: [
        ['Excelentes', ['Excellent', 'Excelentes', 'Excellentes']],
        ['Bons', ['Good', 'Buenas', 'Bonnes']],
        ['Regulares', ['Fair', 'Regulares', 'Moyennes']],
        ['Ruins', ['Poor', 'Malas', 'Mauvaises']],
      ],
    },
    {
      type: 'multiple_choice',
      mandatory: false,
      withJustification: true,
      text: [
        'Quais formatos você prefere?',
        ['Which formats do you prefer?', '¿Qué formatos prefieres?', 'Quels formats préférez-vous ?'],
      ],
      options: [
        ['Cursos online', ['Online courses', 'Cursos online', 'Cours en ligne']],
        ['Podcasts', ['Podcasts', 'Pódcasts', 'Podcasts']],
        ['Aulas ao vivo', ['Live classes', 'Clases en vivo', 'Classes en direct']],
        ['Trilhas', ['Trails', 'Rutas', 'Parcours']],
      ],
    },
    {
      type: 'dissertative',
      mandatory: false,
      text: [
        'O que podemos melhorar?',
        ['What could we improve?', '¿Qué podemos mejorar?', 'Que pourrions-nous améliorer ?'],
      ],
    },
  ],
};

const CLIMATE: DemoSurvey = {
  title: ['Pesquisa de clima 2026', ['Climate survey 2026', 'Encuesta de clima 2026', 'Enquête de climat 2026']],
  description: [
    'Responda antes de continuar: as respostas são confidenciais.',
    [
      'Answer before going on: the answers are confidential.',
      'Responde antes de continuar: las respuestas son confidenciales.',
      'Répondez avant de continuer : les réponses sont confidentielles.',
    ],
  ],
  begins: -1,
  ends: 30,
  mandatory: true,
  questions: [
    {
      type: 'alternatives',
      mandatory: true,
      withJustification: true,
      text: [
        'Você recomendaria a empresa como um bom lugar para trabalhar?',
        [
          'Would you recommend the company as a good place to work?',
          '¿Recomendarías la empresa como un buen lugar para trabajar?',
          'Recommanderiez-vous l’entreprise comme un bon endroit où travailler ?',
        ],
      ],
      options: [
        ['Sim', ['Yes', 'Sí', 'Oui']],
        ['Talvez', ['Maybe', 'Tal vez', 'Peut-être']],
        ['Não', ['No', 'No', 'Non']],
      ],
    },
    {
      type: 'multiple_choice',
      mandatory: true,
      text: [
        'O que mais ajuda no seu dia a dia?',
        [
          'What helps you most day to day?',
          '¿Qué te ayuda más en el día a día?',
          'Qu’est-ce qui vous aide le plus au quotidien ?',
        ],
      ],
      options: [
        ['Treinamentos', ['Trainings', 'Formaciones', 'Formations']],
        ['A equipe', ['The team', 'El equipo', 'L’équipe']],
        ['As ferramentas', ['The tools', 'Las herramientas', 'Les outils']],
        ['O reconhecimento', ['Recognition', 'El reconocimiento', 'La reconnaissance']],
      ],
    },
    {
      type: 'dissertative',
      mandatory: true,
      text: [
        'Em poucas palavras, como você se sente no trabalho?',
        [
          'In a few words, how do you feel at work?',
          'En pocas palabras, ¿cómo te sientes en el trabajo?',
          'En quelques mots, comment vous sentez-vous au travail ?',
        ],
      ],
    },
  ],
};

/** Inserts a survey with its questions and options; returns its id. */
async function insertDemoSurvey(
  tx: CampusTransaction,
  clientId: number,
  ownerId: number,
  survey: DemoSurvey,
  today: number,
): Promise<number> {
  const [row] = await tx
    .insert(surveys)
    .values({
      clientId,
      ownerId,
      title: survey.title[0],
      description: survey.description[0],
      translations: translationsOf({ title: survey.title, description: survey.description }),
      beginAt: new Date(today + survey.begins * DAY),
      endAt: new Date(today + survey.ends * DAY),
      published: true,
      mandatory: survey.mandatory,
    })
    .returning({ id: surveys.id });
  const surveyId = row!.id;
  for (const [position, question] of survey.questions.entries()) {
    const [inserted] = await tx
      .insert(surveyQuestions)
      .values({
        surveyId,
        position,
        type: question.type,
        text: question.text[0],
        translations: translationsOf({ text: question.text }),
        mandatory: question.mandatory,
        withJustification: question.withJustification ?? false,
      })
      .returning({ id: surveyQuestions.id });
    const options = question.options ?? [];
    if (options.length === 0) continue;
    await tx.insert(surveyOptions).values(
      options.map((option, index) => ({
        questionId: inserted!.id,
        position: index,
        text: option[0],
        translations: translationsOf({ text: option }),
      })),
    );
  }
  return surveyId;
}

/** Seeds the two surveys (see the module comment); the mandatory one is for `respondent` only. */
export async function seedDemoSurveys({ tx, client, users }: DemoSeedContext): Promise<void> {
  // Midnight of the seed day in the product's time (UTC−3), so the dates read as whole days.
  const today = new Date().setUTCHours(3, 0, 0, 0);
  const owner = users.admin.id;
  await insertDemoSurvey(tx, client.id, owner, SATISFACTION, today);
  const climate = await insertDemoSurvey(tx, client.id, owner, CLIMATE, today);
  await tx.insert(surveyInvitees).values({ surveyId: climate, userId: users.respondent.id });
}
