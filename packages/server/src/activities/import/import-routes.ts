import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-body';
import { requestScope } from '../../shared/request-scope';
import { checkActivityContent } from './activity-content-source';
import { importActivity, requireCourseOfClient } from './import-activity';
import type { ImportedActivity } from './import-activity';
import { readImportForm, removeTemporaryUpload } from './import-form';
import {
  ACTIVITY_IMPORT_PATH,
  activityImportFormSchema,
  activityImportParamsSchema,
  importedActivitySchema,
} from './import-schemas';
import type { ImportedActivityBody } from './import-schemas';

/** The wire form of a created activity. */
function toBody(activity: ImportedActivity): ImportedActivityBody {
  const { content } = activity;
  return {
    id: activity.id,
    course_id: activity.courseId,
    hierarchy_order: activity.hierarchyOrder,
    type: activity.type,
    title: activity.title,
    document: activity.document,
    content: content && {
      kind: content.kind,
      content_type: content.contentType,
      size: content.sizeBytes,
      launch_path: content.launchPath,
      url: content.url,
      captions: content.captions.map((caption) => ({ language: caption.language })),
      scorm:
        content.scormVersion === null
          ? null
          : {
              version: content.scormVersion,
              edition: content.scormEdition,
              scos: (content.scormScos ?? []).map((sco) => ({
                identifier: sco.itemIdentifier,
                title: sco.title,
                launch_url: sco.launchUrl,
              })),
            },
    },
  };
}

/** Import of an activity into a course: online, webinar, live class or presential (docs/server.md "Activity import"). */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // The upload is streamed to a temporary folder; removed once the answer is sent, whatever it is.
  app.addHook('onResponse', async (request) => removeTemporaryUpload(request));

  app.post(
    ACTIVITY_IMPORT_PATH,
    {
      schema: {
        tags: ['activities'],
        summary: 'Imports an activity (a file, a package or an address) into a course',
        description:
          'multipart/form-data: `type`, `title`, optional `hierarchy_order` (default: after the last activity), ' +
          'and `file` for pdf (PDF), video (MP4, WebM), audio (MP3, Ogg, M4A), ppt (PPT, PPTX; converted to PDF with ' +
          'LibreOffice and stored as the PDF, 422 `activity_ppt_conversion_failed` when it cannot be converted, 422 ' +
          '`activity_ppt_converter_missing` where LibreOffice is not installed), flash (SWF, stored, never played), ' +
          'html (a zip with an entry page), scorm (a zip with imsmanifest.xml: SCORM 1.2 or 2004) — the type is ' +
          'read from the bytes — or `url` (https) for youtube, vimeo (their own hosts), wowza, linkedin_slidshare, ' +
          'scorm_cloud; or `content`, a JSON document, for the tests and quizzes (conventional_test, block_test, ' +
          'restart_test, evaluated_quiz, unevaluated_quiz, block_general_test, restart_general_test: core ' +
          '`testDocumentSchema`), reaction_evaluation (`reactionDocumentSchema`) and the games (drag_and_drop, ' +
          'drag_the_words, find_the_pairs, this_or_that, fill_in_the_blanks, true_or_false, flashcards, enigma: core ' +
          '`GAME_DOCUMENT_SCHEMAS[type]`, docs/server.md "Games"), refused with 422 ' +
          '`activity_document_invalid` (`details.path`, `details.problem`) when it does not fit, 413 ' +
          '`activity_document_too_large` over 1 MB. A game may come with pictures: the file field `images`, repeated ' +
          '(at most 20, each at most 5 MB, PNG, JPEG, WebP or GIF by their bytes, else 422 ' +
          '`activity_file_type_mismatch` / 413), named in the document by an image `url` `file:<file name>` ' +
          '(422 `activity_document_invalid` with `problem` `image_not_uploaded` for a name not sent); those named ' +
          'are stored and their `url` becomes `/api/activities/{id}/images/{name}`. A video or audio may come with WebVTT captions: one file field per language named ' +
          '`captions[<BCP 47 language>]` (`captions[pt-BR]`, `captions[en-US]`), at most 8, each at most 512 KB, ' +
          'starting with the `WEBVTT` signature, UTF-8, without NUL; stored as `activities/{id}/captions/{language}.vtt` ' +
          'and launched with the file. Captions on another type (422 `activity_captions_not_allowed`), more than 8 ' +
          '(422 `activity_captions_too_many`), a malformed language (422 `activity_captions_language_invalid`), a ' +
          'language twice once canonical (422 `activity_captions_duplicate`), a file that is not WebVTT (422 ' +
          '`activity_captions_not_webvtt`) or too large (413 `activity_captions_too_large`) store nothing. ' +
          'A package that is not safe (zip bombs, `../` paths, symlinks, manifest errors, over the ' +
          'limits) is refused with 422/413 and nothing is stored. The course must be an online course, webinar, live ' +
          'class or presential course of the ' +
          'administrator’s client (else 404). 409 `activity_order_taken` when the position is taken.',
        consumes: ['multipart/form-data'],
        params: activityImportParamsSchema,
        body: activityImportFormSchema,
        response: { 201: importedActivitySchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 503) },
      },
      async preValidation(request) {
        // The course is checked before the body is read: nobody uploads hundreds of megabytes to be told 404.
        const courseId = activityImportParamsSchema.safeParse(request.params);
        if (!courseId.success) return;
        const scope = await requestScope(request);
        await requireCourseOfClient(app.database.db, scope.clientId, courseId.data.course_id);
        // Raw fields and the file: the route's body schema validates them next, like any body.
        request.body = (await readImportForm(request)) as unknown as typeof request.body;
      },
    },
    async (request, reply) => {
      const {
        type,
        title,
        hierarchy_order: hierarchyOrder,
        url,
        file,
        content: document,
        captions,
        images,
      } = request.body;
      const content = await checkActivityContent(type, { file, content: document, url, captions, images });
      const activity = await importActivity(
        { db: app.database.db, store: app.objectStore, log: request.log },
        { courseId: request.params.course_id, type, title, hierarchyOrder, content },
      );
      return reply.status(201).send(toBody(activity));
    },
  );
};
