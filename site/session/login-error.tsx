/**
 * The failed-login message; for a wrong password, the phrase site.login.contactLinkText inside it
 * mails product support (other failures pass no link text).
 */
export function LoginError({
  id,
  message,
  linkText,
  email,
}: {
  id: string;
  message: string;
  linkText: string;
  email: string;
}) {
  const at = linkText ? message.indexOf(linkText) : -1;
  return (
    <p id={id} className="login__error" role="alert">
      {at < 0 ? (
        message
      ) : (
        <>
          {message.slice(0, at)}
          <a href={`mailto:${email}`}>{linkText}</a>
          {message.slice(at + linkText.length)}
        </>
      )}
    </p>
  );
}
