import { bindMachine } from '../shared/machine-binding';
import { classSchedulesMachine, classSessionsMachine, userCoursesMachine } from './learning-data.machine';

/** The learning pages' loaders: one actor per mounted page (input: what the page asks for). */
export const classSessionsBinding = bindMachine(classSessionsMachine, 'classSessions');
export const classSchedulesBinding = bindMachine(classSchedulesMachine, 'classSchedules');
export const userCoursesBinding = bindMachine(userCoursesMachine, 'userCourses');
