/** The one shape of every content problem, which format-errors.ts prints. */
export interface ContentError {
  /** As shown to the maintainer, relative to the working directory. */
  file: string;
  /** JSON pointer of the offending key or value, for tools; '' for the whole file. */
  pointer: string;
  message: string;
  /**
   * 1-based position of the key or value in the file. Absent only where there is no place in a
   * file to show: a file that is missing, or a compiled file the server reads.
   */
  line?: number;
  column?: number;
  /** What was probably meant, when a name looks mistyped. */
  suggestion?: string;
  /** Set on what compiles but will not show as written; such problems never fail a check. */
  severity?: 'warning';
}
