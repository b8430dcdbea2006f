import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { titlesOf } from '../shared/line-titles';
import { catalogue } from '../testing/console-fixtures';
import { inConsoleColumn } from '../testing/story-router';
import { ImportCheckResult } from './import-check-result';

const meta = {
  title: 'Console/Customers/Import check',
  component: ImportCheckResult,
  decorators: [inConsoleColumn],
  args: {
    file: 'hospitals-2026.csv',
    titles: titlesOf(catalogue),
    check: {
      problems: [],
      rows: [
        {
          line: 2,
          name: 'st-marys',
          models: ['syringe-pump', 'volumetric-pump'],
          hospitalName: "St Mary's Hospital, Leeds",
          customerNumber: 'C-10442',
          accessEndsOn: '2027-01-01',
        },
        {
          line: 3,
          name: 'royal-infirmary-of-the-northern-counties-pharmacy-department',
          models: ['infusion-pump', 'volumat-mc', 'syringe-pump', 'volumetric-pump'],
          hospitalName: 'Royal Infirmary of the Northern Counties, Pharmacy Department and Aseptic Services Unit',
          customerNumber: 'C-20871-PHARM',
          accessEndsOn: null,
        },
      ],
    },
  },
} satisfies Meta<typeof ImportCheckResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file found right: the accounts it would make. */
export const Ready: Story = {};

/** A file with problems, each at its line and column, one for the whole line. */
export const Problems: Story = {
  args: {
    check: {
      rows: [],
      problems: [
        {
          line: 3,
          column: 'product_lines',
          message:
            'unknown product line "volumat" (the product lines are infusion-pump, syringe-pump, volumetric-pump, volumat-mc)',
        },
        { line: 4, column: 'name', message: '"st-marys" is on line 2 too' },
        { line: 5, column: 'contact_email', message: '"dana@" is not a valid e-mail address' },
        {
          line: 5,
          column: 'country',
          message: '"UK" is not an ISO 3166-1 alpha-2 country code (two letters, e.g. ES or GB)',
        },
        { line: 6, column: 'access_ends_on', message: 'not a day written YYYY-MM-DD' },
        { line: 7, column: null, message: '3 field(s) where the first line names 10 column(s)' },
      ],
    },
  },
};

/** The problems on a small phone: the table scrolls in its own region. */
export const Phone: Story = { ...Problems, globals: phoneGlobals };
