import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paperCopy } from '../testing/console-fixtures';
import { PaperCopiesTable } from './paper-copies-table';

/** What the operator's mail client takes from a mailto: link (RFC 6068): the recipients, and the header fields after `?`. */
function mailOf(href: string) {
  const url = new URL(href);
  return { to: decodeURIComponent(url.pathname), fields: Object.fromEntries(url.searchParams) };
}

const emailLinkOf = (email: string) => {
  render(<PaperCopiesTable copies={[paperCopy({ email })]} status="open" titles={{}} />);
  return within(screen.getByRole('table')).getByRole('link', { name: email });
};

describe("a paper-copy request's email link", () => {
  it('writes to the requester', () => {
    expect(emailLinkOf('dana.whitfield@example.org')).toHaveAttribute('href', 'mailto:dana.whitfield@example.org');
  });

  it('keeps what the requester typed inside the address: no copy to anyone else, no body', () => {
    // A valid address by the form's rule (ajv's email format allows ? = & % in the local part).
    const email = 'x?cc=boss%40corp.example&body=Send%20copies%20to%20the%20new%20address=x@evil.example';
    const link = emailLinkOf(email);
    expect(mailOf(link.getAttribute('href') ?? '')).toEqual({ to: email, fields: {} });
  });
});

describe('a request from the public instructions-for-use pages', () => {
  it('says so where an account would be named, since no account made it', () => {
    render(
      <PaperCopiesTable
        copies={[paperCopy({ reference: 'PC-PUBL-IC01', account: '', fromPublicPage: true })]}
        status="open"
        titles={{}}
      />,
    );
    const row = within(screen.getByRole('table')).getByRole('row', { name: /PC-PUBL-IC01/ });
    expect(within(row).getByText('Public eIFU page')).toBeInTheDocument();
  });

  it('names the account of a request made in the portal', () => {
    render(<PaperCopiesTable copies={[paperCopy()]} status="open" titles={{}} />);
    const row = within(screen.getByRole('table')).getByRole('row', { name: /PC-2026-0042/ });
    expect(within(row).getByText('st-marys-hospital')).toBeInTheDocument();
    expect(within(row).queryByText('Public eIFU page')).toBeNull();
  });
});
