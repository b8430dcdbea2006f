/** The server's reason a change was refused, shown where the operator is working. */
export function FormError({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="form-error">
      {message}
    </p>
  );
}
