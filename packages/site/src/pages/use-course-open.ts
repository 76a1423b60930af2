import { useCallback } from 'react';
import { useLocation, useNavigate } from '../routes/router';
import { fetchItemActivities } from '@campus/core/api';
import { activityAccess, entryActivity } from '@campus/core/rules';
import type { ActivityOpenDetail, CourseOpenDetail } from '@campus/catalogue';
import { useCampus } from '@campus/ui';
import { pathForOpen } from './catalogue-routes';
import { courseActivityPath, opensInPlayer } from './player-routes';

/**
 * What the catalogue's "Iniciar", "Continuar", "Revisar" and "Acessar" and a course page's activities open (spec §2,
 * §4): an online course, and a live class entered with "Acessar", play in the activity player at the activity core's
 * `entryActivity` picks (the first not done, or the first to review); an activity at its own player route; other
 * items keep their pages (a webinar its lounge). When the course's activities cannot be read or none can be opened, its detail page explains why.
 */
export function useCourseOpen(): {
  openCourse: (detail: CourseOpenDetail) => void;
  openActivity: (detail: ActivityOpenDetail) => void;
} {
  const campus = useCampus();
  const navigate = useNavigate();
  const location = useLocation();
  const go = useCallback(
    (path: string) => {
      if (path !== location.pathname) void navigate(path);
    },
    [location.pathname, navigate],
  );

  const openCourse = useCallback(
    (detail: CourseOpenDetail) => {
      if (!opensInPlayer(detail)) {
        go(pathForOpen(detail));
        return;
      }
      void fetchItemActivities(campus.api, detail.type, detail.id).then(
        ({ activities, sequential, enrolled, sence_session_required }) => {
          // A SENCE course without today's session opens nothing: its page offers the session (issue 26).
          const access = activityAccess({
            enrolled,
            sequential,
            activities,
            senceSessionRequired: sence_session_required === true,
          });
          const order = entryActivity(activities, access, detail.action === 'review' ? 'review' : 'continue');
          go(order === null ? pathForOpen(detail) : courseActivityPath(detail, Number(order)));
        },
        () => go(pathForOpen(detail)),
      );
    },
    [campus, go],
  );

  const openActivity = useCallback(
    (detail: ActivityOpenDetail) => go(courseActivityPath(detail, detail.hierarchyOrder)),
    [go],
  );

  return { openCourse, openActivity };
}
