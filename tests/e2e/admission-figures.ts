import type { Locator, Page } from '@playwright/test';

// What the office's admissions overview shows for one class (web/features/admin-admissions:
// the seats table and the funnel, which follows the class filter).

const figureOf = async (cell: Locator) => Number((await cell.textContent())?.match(/\d+$/)?.[0]);

/** The class's seats left and its funnel's figures, as the overview filtered to it shows them. */
export async function classFigures(page: Page, classLabel: string) {
  const seats = page
    .getByRole('table', { name: /^Seats of / })
    .getByRole('row', { name: new RegExp(`^${classLabel} \\d`) });
  const funnel = page.getByRole('list', { name: /^Enquiries and applications of / });
  const stage = (words: string) =>
    figureOf(funnel.getByRole('listitem').filter({ hasText: new RegExp(`^${words}`) }));
  return {
    left: await figureOf(seats.getByRole('cell').last()),
    verified: await stage('Documents verified'),
    interaction: await stage('Interaction scheduled'),
    offered: await stage('Seat offered'),
    admitted: await stage('Admitted'),
    waiting: await stage('On the waiting list'),
    withdrawn: await stage('Withdrawn'),
  };
}

/**
 * The funnel's first figures: enquiries and applications. Other specs apply for the same class
 * in parallel, so these only ever grow by at least what a test did.
 */
export async function funnelStart(page: Page) {
  const funnel = page.getByRole('list', { name: /^Enquiries and applications of / });
  const figure = (words: string) =>
    figureOf(funnel.getByRole('listitem').filter({ hasText: new RegExp(`^${words}`) }));
  return { enquiries: await figure('Enquiries'), applied: await figure('Applied') };
}
