import type { Locale } from '@campus/core';
import type { PresentialClassStatus } from '@campus/core/rules';
import { asc, eq } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { podcastEpisodes, podcastPlaylists, presentialEvents } from '../db/schema';
import type { RequestScope } from '../shared/request-scope';
import { readNewsBody } from '../news/news-bodies';
import { translatedText } from '../shared/translated-text';
import { listChildren } from './item-reader';
import type { ItemRecord } from './item-reader';
import {
  toLiveClass,
  toNews,
  toOnlineCourse,
  toPodcast,
  toPresentialCatalog,
  toPresentialCourse,
  toTrail,
  toWebinar,
} from './item-wire';
import type {
  NewsDetail,
  PodcastDetail,
  PresentialCatalogDetail,
  PresentialCourseDetail,
  PresentialEvent,
  TrailDetail,
} from '@campus/core/schemas';

/*
 * The detail answers that hold more than the list entry: a trail's content, a catalogue's courses, a
 * presential course's events, a podcast's playlists, a news article's text.
 */

/** A trail with its courses, presential catalogues, webinars and live classes (each in the trail's order). */
export async function trailDetail(
  db: CampusDb,
  scope: RequestScope,
  trail: ItemRecord,
  locale: Locale,
): Promise<TrailDetail> {
  const children = await listChildren(db, scope, trail.id);
  const detail: TrailDetail = {
    ...toTrail(trail, locale),
    courses: [],
    presential_catalogs: [],
    webinars: [],
    live_classes: [],
  };
  for (const child of children) {
    if (child.type === 'online_course') detail.courses.push(toOnlineCourse(child, locale));
    else if (child.type === 'presential_catalog') detail.presential_catalogs.push(toPresentialCatalog(child, locale));
    else if (child.type === 'webinar') detail.webinars.push(toWebinar(child, locale));
    else if (child.type === 'live_class') detail.live_classes.push(toLiveClass(child, locale));
  }
  return detail;
}

/** A presential catalogue with its presential courses. */
export async function presentialCatalogDetail(
  db: CampusDb,
  scope: RequestScope,
  catalog: ItemRecord,
  locale: Locale,
): Promise<PresentialCatalogDetail> {
  const children = await listChildren(db, scope, catalog.id);
  return {
    ...toPresentialCatalog(catalog, locale),
    presential_courses: children
      .filter((child) => child.type === 'presential_course')
      .map((child) => toPresentialCourse(child, locale)),
  };
}

/** A presential course with its events in date order (its instructors are added by the detail route). */
export async function presentialCourseDetail(
  db: CampusDb,
  course: ItemRecord,
  locale: Locale,
): Promise<Omit<PresentialCourseDetail, 'instructors' | 'teaching'>> {
  const events = await db
    .select()
    .from(presentialEvents)
    .where(eq(presentialEvents.itemId, course.id))
    .orderBy(asc(presentialEvents.beginAt), asc(presentialEvents.id));
  return {
    ...toPresentialCourse(course, locale),
    events: events.map((event): PresentialEvent => ({
      id: event.id,
      type: event.type,
      title: event.title,
      transmission_date: event.beginAt.toISOString(),
      end_date: event.endAt?.toISOString() ?? null,
      status: event.status as PresentialClassStatus,
      is_online: event.isOnline,
      location: event.location,
      vacancies: event.vacancies,
      available_vacancies: event.vacancies === null ? null : Math.max(0, event.vacancies - event.seatsTaken),
    })),
  };
}

/** A podcast with its playlists and their episodes, in order; titles and descriptions in `locale`, else pt-BR. */
export async function podcastDetail(db: CampusDb, podcast: ItemRecord, locale: Locale): Promise<PodcastDetail> {
  const rows = await db
    .select({ playlist: podcastPlaylists, episode: podcastEpisodes })
    .from(podcastPlaylists)
    .leftJoin(podcastEpisodes, eq(podcastEpisodes.playlistId, podcastPlaylists.id))
    .where(eq(podcastPlaylists.podcastId, podcast.id))
    .orderBy(
      asc(podcastPlaylists.position),
      asc(podcastPlaylists.id),
      asc(podcastEpisodes.position),
      asc(podcastEpisodes.id),
    );
  const playlists = new Map<number, PodcastDetail['playlists'][number]>();
  for (const { playlist, episode } of rows) {
    let entry = playlists.get(playlist.id);
    if (!entry) {
      entry = {
        id: playlist.id,
        title: translatedText(playlist.translations, locale, 'title', playlist.title),
        episodes: [],
      };
      playlists.set(playlist.id, entry);
    }
    if (episode) {
      entry.episodes.push({
        id: episode.id,
        title: translatedText(episode.translations, locale, 'title', episode.title),
        description: translatedText(episode.translations, locale, 'description', episode.description),
        audio_url: episode.audioUrl,
        duration_seconds: episode.durationSeconds,
      });
    }
  }
  return { ...toPodcast(podcast, locale), playlists: [...playlists.values()] };
}

/** A news article with its text in `locale` (else pt-BR): sanitized rich text (src/news/news-bodies.ts). */
export async function newsDetail(db: CampusDb, news: ItemRecord, locale: Locale): Promise<NewsDetail> {
  return { ...toNews(news, locale), body: await readNewsBody(db, news, locale) };
}
