import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactInfo } from '../../../schema/generated/product';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { demoSettings } from '../../testing/providers';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ContactPage, telLink } from './contact';

const fixtureContact = fixtureLine().product.contact as ContactInfo;

function renderContact(contact: ContactInfo | undefined) {
  const compiled = fixtureLine();
  compiled.product.contact = contact;
  const route = routeAt(compiled, '/demo/internal/contact');
  return renderWithProviders(<ContactPage route={route} compiled={compiled} />, {
    compiled,
    initialEntries: [route.path],
  });
}

describe('ContactPage', () => {
  it('shows the message, and the deployment phone and email when the content names none', () => {
    renderContact(fixtureContact);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText(fixtureContact.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: demoSettings.supportPhone })).toHaveAttribute('href', 'tel:18005550100');
    expect(screen.getByRole('link', { name: demoSettings.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${demoSettings.supportEmail}`,
    );
  });

  it('shows the pump support line and the customer-concerns line', () => {
    renderContact(fixtureContact);
    expect(screen.getByText('Pump support, 24 hours a day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-855-555-0199' })).toHaveAttribute('href', 'tel:1-855-555-0199');
    expect(screen.getByText('Customer concerns and product complaints')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:1-800-555-0142');
  });

  it('prefers a phone and email the content names', () => {
    renderContact({
      ...fixtureContact,
      phone: { text: '+1 (800) 555-0111', link: 'tel:+18005550111' },
      email: { address: 'pumps@example.com', text: 'Write to pump support' },
    });
    expect(screen.getByRole('link', { name: '+1 (800) 555-0111' })).toHaveAttribute('href', 'tel:+18005550111');
    expect(screen.getByRole('link', { name: 'Write to pump support' })).toHaveAttribute(
      'href',
      'mailto:pumps@example.com',
    );
    expect(screen.queryByRole('link', { name: demoSettings.supportPhone })).not.toBeInTheDocument();
  });

  it('still offers the deployment phone and email without any contact content', () => {
    renderContact(undefined);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('builds tel: links from the digits and a leading plus', () => {
    expect(telLink(' +1 (800) 555-0100 ')).toBe('tel:+18005550100');
  });
});
