import { expect, test } from '@playwright/test';
import { acknowledgeDisclaimer, guardNetwork, signIn } from './testing/portal-browser';

test.describe('ivenix pages', () => {
  test('home shows the welcome, section 01 cards and numbered sections', async ({ page }) => {
    const offMachine = await guardNetwork(page);
    await signIn(page, 'demo');
    await page.getByRole('link', { name: /LEARN MORE.*Infusion Pump System/ }).click();
    await expect(page).toHaveURL(/\/ivenix\/internal\/home$/);
    await acknowledgeDisclaimer(page);
    await expect(page.getByText(/Welcome to the Infusion Pump System resources/)).toBeVisible();
    const main = page.getByRole('main');
    for (const number of ['01', '02', '03', '04']) await expect(main.getByText(number, { exact: true })).toBeVisible();
    // The fifth map section is hidden: neither drawn nor counted.
    await expect(main.getByText('05', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Archived Material')).toHaveCount(0);
    await main.getByRole('link', { name: 'Quick Tips' }).first().click();
    await expect(page).toHaveURL(/\/ivenix\/internal\/using-the-pump\/quick-tips$/);
    expect(offMachine).toEqual([]);
  });

  test('the content list draws every document type', async ({ page }) => {
    const offMachine = await guardNetwork(page);
    await signIn(page, 'demo');
    await page.goto('/ivenix/internal/using-the-pump/quick-tips');
    await acknowledgeDisclaimer(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Tips' })).toBeVisible();
    await expect(page.getByText('Quick tips are short, printable reminders')).toBeVisible();
    await expect(page.getByText('Open a tip sheet to view or print it.')).toBeVisible();
    // sectionHeader and sectionHeaderRaw
    await expect(page.getByRole('heading', { name: 'Setting up' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Secure documents & training' })).toBeVisible();
    // download: the PDF in a new tab
    const download = page.getByRole('link', { name: /Priming the primary administration set/ });
    await expect(download).toHaveAttribute('href', '/public/ivenix/quick-tips/priming-primary-set.pdf');
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(download).toHaveAttribute('rel', /noopener/);
    // secure-download
    await expect(page.getByRole('link', { name: /compatibility guide/ })).toHaveAttribute(
      'href',
      '/secure-download?file=ivenix%2Fcompatibility-guide.pdf',
    );
    // training
    await expect(page.getByRole('link', { name: /Pump operation eLearning/ })).toHaveAttribute(
      'href',
      '/public/training/ivenix/pump-operation/index.html',
    );
    // route
    await expect(page.getByRole('link', { name: 'Go to Initial Training' })).toHaveAttribute(
      'href',
      '/ivenix/internal/using-the-pump/initial-training',
    );
    // external and external-direct
    await expect(page.getByRole('button', { name: /Instructions for use \(eIFU\)/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Clinical education portal/ })).toHaveAttribute('target', '_blank');
    // sectiontext and sectionTextRaw
    await expect(page.getByText("Instructions for use are kept on the manufacturer's eIFU site.")).toBeVisible();
    await expect(page.getByText('after every patient')).toBeVisible();
    // hidden is not listed; disabled is not a link
    await expect(page.getByText('Anesthesia mode (superseded)')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Software update/ })).toHaveCount(0);
    await expect(page.getByText(/Software update/)).toBeVisible();
    // latest visible date, the hidden document's later date ignored
    await expect(page.getByText('Content updated August 21, 2025')).toBeVisible();
    expect(offMachine).toEqual([]);
  });

  test('a download link delivers the real PDF to the signed-in account', async ({ page }) => {
    await signIn(page, 'demo');
    const response = await page.request.get('/public/ivenix/quick-tips/priming-primary-set.pdf');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the external modal: Continue opens a new tab, the backdrop closes it', async ({ page, context }) => {
    const offMachine = await guardNetwork(page);
    await signIn(page, 'demo');
    await page.goto('/ivenix/internal/using-the-pump/quick-tips');
    await acknowledgeDisclaimer(page);
    const trigger = page.getByRole('button', { name: /Instructions for use \(eIFU\)/ });
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Please enter e2e-eifu-secret as the password when prompted on the next page.');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Continue' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://eifu.example.com/infusion-pump-system');
    await tab.close();
    await expect(dialog).toHaveCount(0);
    expect(offMachine).toEqual(['https://eifu.example.com/infusion-pump-system']);

    await trigger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
