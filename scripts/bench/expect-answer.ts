/**
 * One request to an address before it is measured, so a wrong setup shows as an error and not as
 * fast refusals counted as answers: it must answer 200 with the whole body (of `size` bytes, when given).
 */
export async function expectAnswer(url: string, headers: Record<string, string>, size?: number): Promise<void> {
  const answer = await fetch(url, { headers });
  const body = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200 || (size !== undefined && body.length !== size)) {
    throw new Error(`${url} answered ${answer.status} with ${body.length} bytes`);
  }
}
