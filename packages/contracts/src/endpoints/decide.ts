import { endpoint } from '../endpoint.js';
import { mortgageSettingsBody, mortgageSettingsResult } from '../decide.js';

/** Help to decide (issue #35): the mortgage calculator's defaults, read by every listing page and set by the admin. */
export const decideEndpoints = {
  mortgageSettings: endpoint('mortgageSettings', {
    summary: "The mortgage calculator's defaults: loan share, years and annual rate",
    tags: ['listing'],
    access: 'public',
    result: mortgageSettingsResult,
  }),
  adminMortgageSettings: endpoint('adminMortgageSettings', {
    summary: "The mortgage calculator's defaults as the admin screen edits them",
    tags: ['admin'],
    access: 'admin',
    result: mortgageSettingsResult,
  }),
  adminStoreMortgageSettings: endpoint('adminStoreMortgageSettings', {
    summary: "Set the mortgage calculator's defaults (audited)",
    tags: ['admin'],
    access: 'admin',
    body: mortgageSettingsBody,
    result: mortgageSettingsResult,
  }),
};
