import { lazy, Suspense } from 'react';
import { Skeleton } from '@campus/ui';
import type { ClassAttendanceProps } from './class-attendance.js';

const ClassAttendance = lazy(() =>
  import('./class-attendance.js').then((module) => ({ default: module.ClassAttendance })),
);

/**
 * {@link ClassAttendance}, loaded when it first shows (its own chunk of the element bundle, with its styles and
 * messages): the catalogue's standalone bundle carries only this wrapper, and learners, who never see the widget,
 * never download it. Used by `<campus-class-attendance>`.
 */
export function LazyClassAttendance(props: ClassAttendanceProps) {
  return (
    <Suspense fallback={<Skeleton lines={4} />}>
      <ClassAttendance {...props} />
    </Suspense>
  );
}
