import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../news/rich-text-sanitizer';
import {
  DEMO_TRANSLATED_TITLES,
  demoEpisodeTranslations,
  demoItemTranslations,
  demoPlaylistTranslations,
  demoTransmissionTranslations,
} from './demo-catalogue-translations';
import { DEMO_COURSES, DEMO_TRAILS } from './demo-courses';
import { DEMO_LIVE_CLASSES, DEMO_PRESENTIAL_COURSES, DEMO_WEBINARS } from './demo-live-events';
import { DEMO_LIBRARY, DEMO_NEWS, DEMO_PODCASTS } from './demo-media';
import { DEMO_RICH_NEWS_TRANSLATIONS, demoNewsBodyTranslations } from './demo-news-bodies';

const LOCALES = ['en-US', 'es-ES', 'fr-FR'];

/** Whether every locale has every field, none blank. */
function complete(translations: Record<string, Partial<Record<string, string>>>, fields: readonly string[]): boolean {
  return LOCALES.every((locale) => fields.every((field) => (translations[locale]?.[field]?.trim() ?? '') !== ''));
}

describe('demo catalogue translations (issue 24; docs/demo.md)', () => {
  it('translate every podcast, playlist, episode, library file and news article, title and text', () => {
    for (const [title, description, , , playlists] of DEMO_PODCASTS) {
      expect(complete(demoItemTranslations('podcast', title, description), ['title', 'description']), title).toBe(true);
      for (const [playlist, episodes] of playlists) {
        expect(complete(demoPlaylistTranslations(playlist), ['title']), playlist).toBe(true);
        for (const episode of episodes) {
          expect(complete(demoEpisodeTranslations(episode, 1), ['title', 'description']), episode).toBe(true);
        }
      }
    }
    for (const [title, description] of DEMO_LIBRARY) {
      expect(complete(demoItemTranslations('library_file', title, description), ['title', 'description']), title).toBe(
        true,
      );
    }
    for (const [title, summary] of DEMO_NEWS) {
      expect(complete(demoItemTranslations('news', title, summary), ['title', 'description']), title).toBe(true);
      expect(Object.keys(demoNewsBodyTranslations(title)).sort(), title).toEqual(LOCALES);
    }
  });

  it('translate every online course, trail, presential course, webinar and live class', () => {
    for (const [title, description] of DEMO_COURSES) {
      expect(complete(demoItemTranslations('online_course', title, description), ['title']), title).toBe(true);
    }
    for (const [title, description] of DEMO_TRAILS) {
      expect(complete(demoItemTranslations('trail', title, description), ['title']), title).toBe(true);
    }
    for (const [title, , online] of DEMO_PRESENTIAL_COURSES) {
      const description = `Encontro ${online ? 'híbrido' : 'presencial'} com atividades práticas e troca de experiências.`;
      expect(complete(demoItemTranslations('presential_course', title, description), ['title', 'description'])).toBe(
        true,
      );
    }
    for (const [title, host] of DEMO_WEBINARS) {
      expect(complete(demoTransmissionTranslations('webinar', title, host), ['title', 'description']), title).toBe(
        true,
      );
    }
    for (const [title, host] of DEMO_LIVE_CLASSES) {
      expect(complete(demoTransmissionTranslations('live_class', title, host), ['title', 'description'])).toBe(true);
    }
  });

  it('name only demo items (no translation is left over from a renamed item)', () => {
    const known: Record<string, readonly string[]> = {
      online_course: DEMO_COURSES.map(([title]) => title),
      trail: DEMO_TRAILS.map(([title]) => title),
      podcast: DEMO_PODCASTS.map(([title]) => title),
      library_file: DEMO_LIBRARY.map(([title]) => title),
      news: DEMO_NEWS.map(([title]) => title),
    };
    for (const [type, titles] of Object.entries(DEMO_TRANSLATED_TITLES.items)) {
      if (type === 'presential_catalog') continue;
      for (const title of titles) expect(known[type], `${type}: ${title}`).toContain(title);
    }
    const episodes = DEMO_PODCASTS.flatMap(([, , , , playlists]) => playlists.flatMap(([, list]) => list));
    expect([...DEMO_TRANSLATED_TITLES.episodes].sort()).toEqual([...episodes].sort());
    expect(DEMO_TRANSLATED_TITLES.presential.sort()).toEqual(DEMO_PRESENTIAL_COURSES.map(([title]) => title).sort());
  });

  it('leave an item the demo does not translate in Portuguese, and keep a title of two kinds apart', () => {
    expect(demoItemTranslations('online_course', 'Curso novo', '')).toEqual({});
    expect(demoItemTranslations('online_course', 'Código de Conduta', '')['en-US']?.description).toBe(
      'The values and rules that guide our work.',
    );
    expect(demoItemTranslations('library_file', 'Código de Conduta', '')['en-US']?.description).toBe(
      'The programme’s values and rules.',
    );
  });

  it('write rich bodies that are already clean: sanitizing them loses nothing', async () => {
    for (const bodies of Object.values(DEMO_RICH_NEWS_TRANSLATIONS)) {
      for (const html of bodies) expect(await sanitizeRichText(html)).toBe(html);
    }
  });
});
