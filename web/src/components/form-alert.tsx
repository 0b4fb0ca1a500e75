/** A server's `code: 0` message shown on the form itself (announced, not only a toast). */
export function FormAlert({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <div id={id} className="form-server-error" role="alert">
      {message}
    </div>
  );
}
