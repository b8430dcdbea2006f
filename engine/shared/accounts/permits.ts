/**
 * The one permission rule of the portal: an account sees a product line when its models list
 * names the line's model. The server decides with it; the browser only uses it to choose what
 * to show and where to send the user.
 */
export function permits(account: { models: readonly string[] }, model: string): boolean {
  return Array.isArray(account.models) && account.models.includes(model);
}
