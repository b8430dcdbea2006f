/**
 * A mailto: address for one recipient: the address percent-encoded (its @ aside), so what a
 * requester typed into it (`?cc=…&body=…`, a `#`, a comma) stays part of the address in the
 * operator's mail client and never adds a recipient, a subject or a body.
 */
export const mailtoHref = (address: string) => `mailto:${encodeURIComponent(address).replaceAll('%40', '@')}`;
