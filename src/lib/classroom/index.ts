/**
 * Classroom codes: assignments a teacher hands out as a link, submissions a
 * student hands back as a code, and marking — all without a server. Text in
 * decoded codes (titles, instructions, questions, names, answers) is data from
 * strangers: pages must show it as text, never as HTML.
 */
export { assignmentId, decodeAssignment } from './assignment-code.ts';
export { encodeAssignment } from './encode-assignment.ts';
export { ClassroomCodeError, type ClassroomCodeProblem } from './errors.ts';
export { answersMatch, markSubmission, normaliseAnswer, type MarkOptions } from './mark.ts';
export { findSharedTours, type SharedTour } from './shared-tours.ts';
export { decodeSubmission, encodeSubmission, nameInDamagedCode } from './submission-code.ts';
export { normaliseStudentName, studentAssignment, studentTask, type NameRule } from './variants.ts';
export {
	appendWork,
	checkWorkLog,
	rechainWorkLog,
	replayWorkLog,
	startWorkLog,
} from './work-log.ts';
export {
	ASSIGNMENT_CODE,
	SUBMISSION_CODE,
	codePrefix,
	findClassroomCodes,
	type CodeKind,
} from './text-codec.ts';
export {
	CLASSROOM_LIMITS,
	type Answer,
	type Assignment,
	type ProgramAnswer,
	type ProgramLanguage,
	type ProgramTask,
	type ProgramVerdict,
	type QuestionTask,
	type Submission,
	type SubmissionMarks,
	type Task,
	type TaskMark,
	type TourAssignmentTask,
	type TourVariant,
	type WorkAction,
	type WorkEntry,
	type WorkLog,
} from './types.ts';
