/** What a JSON syntax error means, in the words of someone editing a content file by hand. */
import { type Node, type ParseError, printParseErrorCode } from 'jsonc-parser';

const previousCharacter = (text: string, offset: number) => text.slice(0, offset).trimEnd().at(-1);

/** The first syntax error of a file explained; later ones are mostly echoes of it. */
export function syntaxMessage(text: string, error: ParseError, root: Node | undefined): string {
  const token = text.slice(error.offset, error.offset + Math.max(error.length, 1));
  const found = text[error.offset];
  // ParseErrorCode is a const enum, which isolated modules cannot read; its printed names are stable.
  const code = printParseErrorCode(error.error);
  switch (code) {
    case 'ValueExpected':
    case 'PropertyNameExpected':
      if (found === undefined) return 'The file ends where a value was expected';
      if (previousCharacter(text, error.offset) === ',') {
        if (found === ']' || found === '}') return `Unexpected '${found}' — trailing comma after the last item?`;
        if (found === ',') return "Unexpected ',' — two commas in a row?";
      }
      return code === 'PropertyNameExpected'
        ? `Expected a property name in double quotes, found '${token}'`
        : `Expected a value, found '${token}'`;
    case 'InvalidSymbol':
      if (root && error.offset >= root.offset + root.length)
        return `Unexpected '${token}' after the end of the JSON value`;
      if (found === "'") return `Unexpected ${token} — JSON needs double quotes around text and property names`;
      if (/^[A-Za-z_]/.test(token))
        return `Unexpected '${token}' — text needs double quotes; the only bare words are true, false and null`;
      return `Unexpected '${token}'`;
    case 'CommaExpected':
      return `Expected ',' before '${token}' — is a comma missing at the end of the previous item?`;
    case 'ColonExpected':
      return `Expected ':' after the property name, found '${token}'`;
    case 'CloseBraceExpected':
      return "Missing '}' to close an object";
    case 'CloseBracketExpected':
      return "Missing ']' to close a list";
    case 'EndOfFileExpected':
      return `Unexpected '${token}' after the end of the JSON value`;
    case 'UnexpectedEndOfString':
      return "This text has no closing '\"' (a line break inside text is written \\n)";
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return 'Comments are not allowed in JSON';
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
      return `Invalid escape '${token}' in text; a backslash itself is written \\\\`;
    case 'InvalidCharacter':
      return 'A control character inside text; write a line break as \\n and a tab as \\t';
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return `Invalid number '${token}'`;
    default:
      return `Invalid JSON at '${token}'`;
  }
}
