import { lazy, Suspense } from 'react';
import { Skeleton } from '@campus/ui';
import type { CourseDetailProps } from './course-detail.js';

const CourseDetail = lazy(() => import('./course-detail.js').then((module) => ({ default: module.CourseDetail })));

/**
 * {@link CourseDetail}, loaded when a detail first shows (its own chunk of the element bundle): a page listing
 * courses downloads the detail views (activities, trail items, presential events) only once someone opens one.
 * Used by `<campus-course-catalogue>` (a detail opened in place) and `<campus-course-detail>`.
 */
export function LazyCourseDetail(props: CourseDetailProps) {
  return (
    <Suspense fallback={<Skeleton lines={4} />}>
      <CourseDetail {...props} />
    </Suspense>
  );
}
