/**
 * The shapes the cell shares with the runtimes (issue 13's contract), in one
 * place for the cell's files.
 */
export type {
	CodeLanguage,
	Limits,
	ProgramError,
	ProgramErrorKind,
	RunOutcome,
	RunReport,
	RunRequest,
	TestOutcome,
} from '../../workers/code/code-protocol.ts';
